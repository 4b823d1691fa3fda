package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.pairlab.image.ImageFormatException;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.Dataset;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.project.Sample;

/**
 * Cross-domain caption mixing (seed 003, "Aug-Caption"): adds a share (paper: 12.5 %) of image-caption pairs from
 * another dataset of the project to a training selection. Each added pair is a candidate of method "mix" whose image is
 * the other dataset's image unchanged and whose captions and boxes are its own, so it is reviewed and exported like any
 * other candidate.
 *
 * <p>{@link CrossDomainMixJob} adds exactly round(share x selection) pairs. Driven sample by sample (a generic
 * {@link GenerationJob}), each selected sample draws one pair with probability {@code share}, so the share is met on
 * average.
 */
public final class CrossDomainMix extends TypedAugmenter<MixParams> {
    public static final String METHOD = "mix";

    public CrossDomainMix() {
        super(MixParams.class);
    }

    @Override
    public String method() {
        return METHOD;
    }

    @Override
    public String displayName() {
        return "Cross-domain caption mixing";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                new ParameterSpec("source_dataset", ParameterSpec.Type.TEXT, "", null, null, List.of(),
                        "The project dataset whose pairs are added"),
                ParameterSpec.real("share", 0.125, 0.0, 1.0, "Pairs added per selected sample (paper: 0.125)"));
    }

    /** The source dataset named in the parameters, or an error listing the project's datasets. */
    public static Dataset sourceDataset(Project project, MixParams params) {
        String name = params.sourceDataset() == null ? "" : params.sourceDataset().strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("Method 'mix' needs --set source_dataset=NAME; the project has "
                    + project.datasets().list().stream().map(Dataset::name).toList());
        }
        return project.datasets().byName(name).orElseThrow(() -> new IllegalArgumentException("No dataset '" + name
                + "' in the project; it has " + project.datasets().list().stream().map(Dataset::name).toList()));
    }

    /** The selection without the source dataset's own samples (mixing a dataset into itself adds nothing). */
    public static List<Long> targets(Project project, Dataset source, List<Long> selection) {
        List<Long> out = new ArrayList<>();
        for (long id : selection) {
            project.samples().get(id).filter(s -> s.datasetId() != source.id()).ifPresent(s -> out.add(id));
        }
        return out;
    }

    /** The source samples to add: round(share x targets), at most the whole source dataset, drawn with the seed. */
    public static List<Long> plan(Project project, Dataset source, int targets, double share, long seed) {
        List<Long> pool = new ArrayList<>(project.samples().ofDataset(source.id()).stream().map(Sample::id).toList());
        Collections.shuffle(pool, new Random(seed));
        int n = (int) Math.min(pool.size(), Math.round(share * targets));
        return List.copyOf(pool.subList(0, n));
    }

    /** The candidate adding one source pair to the selection. */
    public static NewCandidate candidate(Project project, long sourceSampleId, MixParams params, long seed,
                                         String targetDataset) {
        Sample s = project.samples().get(sourceSampleId).orElseThrow(
                () -> new RejectedException("source sample deleted"));
        List<String> captions = project.samples().captions(s.id()).stream().map(Caption::text).toList();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("target_dataset", targetDataset);
        Recipe recipe = new Recipe(METHOD, stored(params), seed, List.of(s.id()), Map.of(), details);
        return new NewCandidate(s.id(), recipe, captions, project.samples().boxes(s.id()), s.width(), s.height(), null, null);
    }

    @Override
    public List<NewCandidate> propose(SourceSample target, MixParams params, long seed, AugmentContext context) {
        Project project = context.project();
        Dataset source = sourceDataset(project, params);
        if (target.sample().datasetId() == source.id()) {
            throw new RejectedException("sample is in the source dataset");
        }
        Random random = new Random(seed);
        double share = params.share();
        if (random.nextDouble() >= share) {
            throw new RejectedException("not drawn for the mix share");
        }
        List<Sample> pool = project.samples().ofDataset(source.id());
        if (pool.isEmpty()) {
            throw new RejectedException("source dataset is empty");
        }
        long pick = pool.get(random.nextInt(pool.size())).id();
        return List.of(candidate(project, pick, params, seed, datasetName(project, target.sample().datasetId())));
    }

    static String datasetName(Project project, long datasetId) {
        return project.datasets().get(datasetId).map(Dataset::name).orElse("");
    }

    @Override
    protected BufferedImage render(Candidate candidate, MixParams params, AugmentContext context)
            throws ImageFormatException {
        return context.image(candidate.sampleId());
    }
}
