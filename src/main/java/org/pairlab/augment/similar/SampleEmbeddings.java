package org.pairlab.augment.similar;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.pairlab.augment.cutswap.MiniLmWordEmbedder;
import org.pairlab.augment.erg.VectorFileCache;
import org.pairlab.image.ColourGradientDescriptor;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.ClipModel;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.project.Caption;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/**
 * The vectors behind "more like this": per original sample, the mean of its captions' MiniLM vectors, or its image's
 * CLIP vector (the project's {@code alignment.model}) or else the built-in {@link ColourGradientDescriptor}. Vectors
 * are cached in {@code <project>.cache/similar/}, keyed by the encoder and the exact captions or image checksums, so
 * a second ask (or the {@code embed} job run before it) costs one file read.
 */
public final class SampleEmbeddings {
    private static final int CLIP_BATCH = 16;
    private final Project project;
    private final WordEmbedder captionEncoder;
    private final Supplier<AlignmentModels> alignment;

    /** Embeddings of {@code project}'s samples with the in-process MiniLM and the standard model catalog. */
    public SampleEmbeddings(Project project) {
        this(project, new MiniLmWordEmbedder(), AlignmentModels::standard);
    }

    /** Embeddings with a given caption encoder and alignment-model catalog (tests, or a shared encoder). */
    public SampleEmbeddings(Project project, WordEmbedder captionEncoder, Supplier<AlignmentModels> alignment) {
        this.project = project;
        this.captionEncoder = captionEncoder;
        this.alignment = alignment;
    }

    /** A progress callback: {@code done} of {@code total} samples. */
    public interface Progress {
        void at(long done, long total);
    }

    /** The vectors of every original sample (text-only samples have no image and are left out by image). */
    public EmbeddedSamples embed(SimilarBy by, Progress progress) {
        List<Sample> samples = new ArrayList<>();
        for (Dataset d : project.datasets().list()) {
            samples.addAll(project.samples().ofDataset(d.id()));
        }
        VectorFileCache cache = new VectorFileCache(Optional.of(project.cacheDir().resolve("similar")));
        return by == SimilarBy.CAPTION ? byCaption(samples, cache, progress) : byImage(samples, cache, progress);
    }

    private EmbeddedSamples byCaption(List<Sample> samples, VectorFileCache cache, Progress progress) {
        List<Long> ids = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<Integer> firstText = new ArrayList<>();
        for (Sample s : samples) {
            List<Caption> captions = project.samples().captions(s.id());
            if (captions.isEmpty()) {
                continue;
            }
            ids.add(s.id());
            firstText.add(texts.size());
            captions.forEach(c -> texts.add(c.text()));
        }
        firstText.add(texts.size());
        List<float[]> textVectors = cache.vectors(captionEncoder, texts, t -> {
            List<float[]> out = new ArrayList<>();
            for (int i = 0; i < t.size(); i += 64) {
                out.addAll(captionEncoder.embed(t.subList(i, Math.min(t.size(), i + 64))));
                progress.at(Math.min(t.size(), i + 64), t.size());
            }
            return out;
        });
        List<float[]> vectors = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            vectors.add(meanOfUnits(textVectors.subList(firstText.get(i), firstText.get(i + 1))));
        }
        return new EmbeddedSamples(SimilarBy.CAPTION, captionEncoder.id(), ids, vectors);
    }

    private EmbeddedSamples byImage(List<Sample> samples, VectorFileCache cache, Progress progress) {
        List<Sample> withImage = samples.stream().filter(s -> !s.textOnly()).toList();
        List<String> keys = withImage.stream().map(s -> s.id() + "|" + s.path() + "|" + s.checksum()).toList();
        List<Long> ids = withImage.stream().map(Sample::id).toList();
        SampleImages images = new SampleImages(project, new ImageDecoder());
        Optional<ClipModel> clip = alignment.get().openModel(project.settings());
        try {
            if (clip.isPresent()) {
                ClipModel model = clip.get();
                String id = "clip:" + model.name();
                List<float[]> v = cache.vectors(id, keys, k -> {
                    List<float[]> out = new ArrayList<>();
                    for (int i = 0; i < withImage.size(); i += CLIP_BATCH) {
                        List<BufferedImage> batch = new ArrayList<>();
                        for (Sample s : withImage.subList(i, Math.min(withImage.size(), i + CLIP_BATCH))) {
                            batch.add(load(images, s));
                        }
                        for (float[] e : model.encodeImages(batch)) {
                            out.add(unit(e));
                        }
                        progress.at(Math.min(withImage.size(), i + CLIP_BATCH), withImage.size());
                    }
                    return out;
                });
                return new EmbeddedSamples(SimilarBy.IMAGE, id, ids, v);
            }
            ColourGradientDescriptor descriptor = new ColourGradientDescriptor();
            List<float[]> v = cache.vectors(ColourGradientDescriptor.ID, keys, k -> {
                List<float[]> out = new ArrayList<>();
                for (int i = 0; i < withImage.size(); i++) {
                    out.add(descriptor.describe(load(images, withImage.get(i))));
                    progress.at(i + 1, withImage.size());
                }
                return out;
            });
            return new EmbeddedSamples(SimilarBy.IMAGE, ColourGradientDescriptor.ID, ids, v);
        } finally {
            clip.ifPresent(ClipModel::close);
        }
    }

    private static BufferedImage load(SampleImages images, Sample s) {
        try {
            return images.load(s);
        } catch (ImageFormatException e) {
            throw new IllegalStateException("sample " + s.id() + " (" + images.path(s) + "): " + e.getMessage(), e);
        }
    }

    private static float[] meanOfUnits(List<float[]> vectors) {
        float[] sum = new float[vectors.get(0).length];
        for (float[] v : vectors) {
            float[] u = unit(v);
            for (int i = 0; i < sum.length; i++) {
                sum[i] += u[i];
            }
        }
        return unit(sum);
    }

    static float[] unit(float[] v) {
        double n = 0;
        for (float x : v) {
            n += x * x;
        }
        float[] out = v.clone();
        if (n > 0) {
            float s = (float) (1 / Math.sqrt(n));
            for (int i = 0; i < out.length; i++) {
                out[i] *= s;
            }
        }
        return out;
    }
}
