package org.pairlab.ml;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;

/**
 * Re-ranks image-caption pairs by CLIP: the cosine of the normalised image and text embeddings,
 * computed in batches. Thread-safe (see {@link ClipModel}); closing it closes the model.
 */
public final class ClipScorer implements AlignmentScorer {
    /** Pairs per encoder call unless told otherwise. */
    public static final int DEFAULT_BATCH = 32;

    private final ClipModel model;
    private final int batchSize;

    public ClipScorer(ClipModel model, int batchSize) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be at least 1, was " + batchSize);
        }
        this.model = model;
        this.batchSize = batchSize;
    }

    public ClipScorer(ClipModel model) {
        this(model, DEFAULT_BATCH);
    }

    public ClipModel model() {
        return model;
    }

    @Override
    public String name() {
        return "clip:" + model.name();
    }

    @Override
    public Map<String, String> checksums() {
        return model.checksums();
    }

    @Override
    public float[] score(List<BufferedImage> images, List<String> captions) {
        if (images.size() != captions.size()) {
            throw new IllegalArgumentException(images.size() + " images but " + captions.size() + " captions");
        }
        float[] out = new float[images.size()];
        for (int from = 0; from < images.size(); from += batchSize) {
            int to = Math.min(images.size(), from + batchSize);
            float[][] img = model.encodeImages(images.subList(from, to));
            float[][] txt = model.encodeTexts(captions.subList(from, to));
            for (int i = 0; i < img.length; i++) {
                out[from + i] = ClipModel.cosine(img[i], txt[i]);
            }
        }
        return out;
    }

    @Override
    public void close() {
        model.close();
    }
}
