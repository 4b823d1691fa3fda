package org.pairlab.ml.train;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.pairlab.ml.ImageFeatureExtractor;
import org.pairlab.ml.ModelCatalog;
import org.pairlab.ml.ModelException;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.caption.FeatureCache;
import org.pairlab.ml.caption.FeatureGrid;
import org.pairlab.ml.caption.ImageTensors;
import org.pairlab.project.Candidate;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/**
 * What the captioner reads per image, from the project cache: resized RGB bytes for the CNN trained from scratch, or
 * the features of a frozen {@code image-features} extractor, computed once per (model checksum, image checksum).
 */
final class ModelInputs implements AutoCloseable {
    private static final int EXTRACT_BATCH = 16;
    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_-]{1,128}");

    private final Project project;
    private final TrainingData data;
    private final ImageTensors tensors;
    private final ImageFeatureExtractor extractor;
    private final FeatureCache features;

    private ModelInputs(Project project, TrainingData data, ImageTensors tensors, ImageFeatureExtractor extractor) {
        this.project = project;
        this.data = data;
        this.tensors = tensors;
        this.extractor = extractor;
        this.features = extractor == null ? null : new FeatureCache(project.cacheDir().resolve("ml"), extractor);
    }

    /**
     * Opens the inputs of a model config. With a feature extractor its files are checked against its manifest and,
     * when {@code expectedSha256} is given (resume, evaluation), against the checksum the training run recorded.
     *
     * @param trainingRun the training run whose extractor this must be, for messages (0: a new run)
     */
    static ModelInputs open(Project project, TrainingData data, CaptionModelConfig config, TorchRuntime runtime,
            String expectedSha256, long trainingRun) {
        if (!config.usesFeatureExtractor()) {
            return new ModelInputs(project, data, new ImageTensors(project.cacheDir().resolve("ml"), config.imageSize()),
                    null);
        }
        String what = trainingRun > 0 ? "Training run " + trainingRun + " was trained on features of \""
                + config.encoder() + "\"" : "encoder=" + config.encoder();
        ModelManifest manifest;
        try {
            manifest = ImageFeatureExtractor.find(config.encoder(), ModelCatalog.standard());
        } catch (ModelException e) {
            throw new ModelException(what + ", which cannot be used: " + e.getMessage(), e);
        }
        ImageFeatureExtractor extractor;
        try {
            extractor = ImageFeatureExtractor.open(runtime, manifest);
        } catch (ModelException e) {
            throw new ModelException(what + ", which cannot be used: " + e.getMessage(), e);
        }
        if (expectedSha256 != null && !expectedSha256.equalsIgnoreCase(extractor.sha256())) {
            Path file = extractor.file();
            extractor.close();
            throw new ModelException(what + " with SHA-256 " + expectedSha256 + ", but the extractor file " + file
                    + " now has SHA-256 " + ModelManifest.sha256(file)
                    + "; its features would not match the trained decoder. Restore that file or train a new run.");
        }
        return new ModelInputs(project, data, null, extractor);
    }

    /** The feature grid the decoder attends over, or {@code null} for the CNN. */
    FeatureGrid grid() {
        return features == null ? null : features.grid();
    }

    /** The extractor, or {@code null} for the CNN. */
    ImageFeatureExtractor extractor() {
        return extractor;
    }

    /** Bytes one image takes in memory. */
    long bytesPerImage() {
        return features == null ? 3L * tensors.size() * tensors.size() : features.grid().bytesPerImage();
    }

    /** The model input of a training example (original or rendered candidate). */
    byte[] example(TrainingData.Example e) throws Exception {
        if (features == null) {
            return tensors.get(e.key(), () -> data.image(e));
        }
        return features.get(checksum(e), () -> data.image(e));
    }

    /** The model input of an original sample. */
    byte[] sample(long id) throws Exception {
        if (features == null) {
            return tensors.get("s" + id, () -> data.sampleImage(id));
        }
        return features.get(sampleChecksum(id), () -> data.sampleImage(id));
    }

    /**
     * With a feature extractor: computes the features of these examples and samples that are not cached yet, in
     * batches, reporting progress (which may throw to cancel). Nothing to do for the CNN.
     */
    void prepare(java.util.List<TrainingData.Example> examples, java.util.List<Long> sampleIds,
            FeatureCache.Progress progress) throws Exception {
        if (features == null) {
            return;
        }
        java.util.List<FeatureCache.Request> requests = new java.util.ArrayList<>();
        for (TrainingData.Example e : examples) {
            requests.add(new FeatureCache.Request(checksum(e), () -> data.image(e)));
        }
        for (Long id : sampleIds) {
            requests.add(new FeatureCache.Request(sampleChecksum(id), () -> data.sampleImage(id)));
        }
        features.ensure(requests, EXTRACT_BATCH, progress);
    }

    /** Images whose features were computed (not read from the cache) so far; 0 for the CNN. */
    int featuresComputed() {
        return features == null ? 0 : features.computed();
    }

    /** Images whose features were read from the cache so far; 0 for the CNN. */
    int featuresReused() {
        return features == null ? 0 : features.reused();
    }

    private String checksum(TrainingData.Example e) {
        if (e.candidateId() == null) {
            return sampleChecksum(e.sampleId());
        }
        Candidate c = project.candidates().get(e.candidateId())
                .orElseThrow(() -> new IllegalStateException("Candidate " + e.candidateId() + " was deleted"));
        // A rendered candidate is a function of its source image and its recipe.
        return sha256("candidate|" + sampleChecksum(c.sampleId()) + "|" + Json.write(c.recipe()));
    }

    private String sampleChecksum(long id) {
        Sample s = project.samples().get(id)
                .orElseThrow(() -> new IllegalStateException("Sample " + id + " was deleted"));
        String sum = s.checksum();
        if (sum != null && SAFE.matcher(sum).matches()) {
            return sum;
        }
        return sha256("sample|" + s.datasetId() + "|" + s.path() + "|" + sum);
    }

    private static String sha256(String s) {
        return org.pairlab.project.Sha256.hex(s);
    }

    @Override
    public void close() {
        if (extractor != null) {
            extractor.close();
        }
    }
}
