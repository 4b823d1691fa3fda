package org.pairlab.ml.train;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pairlab.image.CandidateImages;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.runs.RunSeeds;

/**
 * Splits a project's originals into train / validation / test and picks the training examples of a
 * {@link TrainingSetSpec}. Splits come from the samples' {@code split} field ("train", "val", "test"); a missing
 * validation split is held out of train deterministically (every sample whose id hashes to 0 mod 10), a missing test
 * split falls back to the validation split. Candidates only join when their source sample is a chosen training
 * sample, so no validation or test image leaks into training.
 */
public final class TrainingData {
    /** An image with its captions; {@code key} names its cached tensor ("s12" sample, "c7" candidate). */
    public record Example(String key, long sampleId, Long candidateId, List<String> captions) {
    }

    /** Originals by role. */
    public record Splits(List<Sample> train, List<Sample> validation, List<Sample> test, String note) {
    }

    private final Project project;
    private final SampleImages images;
    private final CandidateImages renderer;

    public TrainingData(Project project) {
        this.project = project;
        this.images = new SampleImages(project, new ImageDecoder());
        this.renderer = CandidateImages.of(project, images);
    }

    /** The splits of one dataset (0: all datasets). */
    public Splits splits(long datasetId) {
        List<Sample> all = new ArrayList<>();
        for (Dataset d : project.datasets().list()) {
            if (datasetId == 0 || d.id() == datasetId) {
                all.addAll(project.samples().ofDataset(d.id()));
            }
        }
        if (all.isEmpty()) {
            throw new IllegalArgumentException(datasetId == 0 ? "The project has no samples to train on"
                    : "Dataset " + datasetId + " does not exist or has no samples");
        }
        List<Sample> train = new ArrayList<>();
        List<Sample> val = new ArrayList<>();
        List<Sample> test = new ArrayList<>();
        for (Sample s : all) {
            String split = s.split() == null ? "" : s.split().toLowerCase();
            switch (split) {
                case "val", "validation", "dev" -> val.add(s);
                case "test" -> test.add(s);
                default -> train.add(s);
            }
        }
        List<String> notes = new ArrayList<>();
        if (val.isEmpty()) {
            List<Sample> keep = new ArrayList<>();
            for (Sample s : train) {
                (Math.floorMod(RunSeeds.ofSample(0x5eed, s.id()), 10) == 0 ? val : keep).add(s);
            }
            train = keep;
            notes.add("no 'val' split: held out " + val.size() + " training samples for validation");
        }
        if (test.isEmpty()) {
            test = val;
            notes.add("no 'test' split: evaluating on the validation split");
        }
        if (train.isEmpty()) {
            throw new IllegalArgumentException("No training samples (split 'train' or no split) in the chosen data");
        }
        return new Splits(train, val, test, String.join("; ", notes));
    }

    /** The training examples of a spec, in a fixed order; the same spec and seed always give the same examples. */
    public List<Example> examples(Splits splits, TrainingSetSpec spec, long seed) {
        List<Sample> originals = new ArrayList<>(splits.train());
        originals.sort(Comparator.comparingLong(s -> RunSeeds.ofSample(seed, s.id())));
        int keep = Math.max(1, (int) Math.round(spec.originalsShare() * originals.size()));
        List<Sample> chosen = originals.subList(0, keep);
        List<Example> out = new ArrayList<>();
        Set<Long> chosenIds = new HashSet<>();
        for (Sample s : chosen) {
            chosenIds.add(s.id());
            List<String> caps = project.samples().captions(s.id()).stream().map(Caption::text).toList();
            if (!caps.isEmpty()) {
                out.add(new Example("s" + s.id(), s.id(), null, caps));
            }
        }
        if (spec.augmented()) {
            List<Candidate> pool = new ArrayList<>();
            for (String method : spec.augmentMethods()) {
                for (Candidate c : project.candidates().withStatus(ReviewStatus.ACCEPTED, method)) {
                    if (chosenIds.contains(c.sampleId()) && !c.captions().isEmpty()) {
                        pool.add(c);
                    }
                }
            }
            pool.sort(Comparator.comparingLong(c -> RunSeeds.ofSample(seed + 1, c.id())));
            int want = (int) Math.round(spec.augmentShare() * chosen.size());
            if (pool.size() < want) {
                throw new IllegalArgumentException("augmentShare " + spec.augmentShare() + " needs " + want
                        + " accepted candidates of " + spec.augmentMethods() + " from the chosen training samples, but "
                        + "only " + pool.size() + " are accepted");
            }
            for (Candidate c : pool.subList(0, want)) {
                out.add(new Example("c" + c.id(), c.sampleId(), c.id(), c.captions()));
            }
        }
        return out;
    }

    /** Reference captions of samples, in the given order. */
    public Map<Long, List<String>> references(List<Sample> samples) {
        Map<Long, List<String>> refs = new LinkedHashMap<>();
        for (Sample s : samples) {
            List<String> caps = project.samples().captions(s.id()).stream().map(Caption::text).toList();
            if (!caps.isEmpty()) {
                refs.put(s.id(), caps);
            }
        }
        return refs;
    }

    /** The decoded image of an example (the rendered candidate, or the original). */
    public BufferedImage image(Example e) throws Exception {
        if (e.candidateId() != null) {
            Candidate c = project.candidates().get(e.candidateId())
                    .orElseThrow(() -> new IllegalStateException("Candidate " + e.candidateId() + " was deleted"));
            return renderer.render(c);
        }
        return sampleImage(e.sampleId());
    }

    /** The decoded image of an original sample. */
    public BufferedImage sampleImage(long sampleId) throws Exception {
        Sample s = project.samples().get(sampleId)
                .orElseThrow(() -> new IllegalStateException("Sample " + sampleId + " was deleted"));
        return images.load(s);
    }
}
