package org.pairlab.ml.train;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;

/**
 * The seed 002 §4.6 protocol: runs to compare share every hyper-parameter, the seed and the number of updates, and
 * differ only in their training set. {@link #plan} makes such runs; {@link #compare} checks what they recorded.
 */
public final class Experiments {
    /** One run of a comparison with the values the protocol fixes and the scores to compare. */
    public record Row(long runId, String title, Map<String, Object> trainingSet, long steps, long seed,
            Map<String, Object> metrics) {
    }

    private Experiments() {
    }

    /**
     * Training jobs for the given training sets, all with one config (hence one seed and number of updates); early
     * stopping is switched off ({@code patience = 0}) since it would make the runs' update counts differ.
     */
    public static List<TrainingJob> plan(Project project, CaptionModelConfig config, List<TrainingSetSpec> sets,
            boolean preferGpu, String label) {
        CaptionModelConfig fixed = config.with(Map.of("patience", 0));
        List<TrainingJob> jobs = new ArrayList<>();
        for (TrainingSetSpec s : sets) {
            jobs.add(new TrainingJob(project, fixed, s, preferGpu, label));
        }
        return jobs;
    }

    /** A baseline and its augmented counterparts (one per share) on the same originals. */
    public static List<TrainingSetSpec> augmentationSets(long datasetId, double originalsShare, List<String> methods,
            List<Double> shares) {
        List<TrainingSetSpec> out = new ArrayList<>();
        out.add(new TrainingSetSpec(datasetId, originalsShare, List.of(), 0));
        for (double s : shares) {
            out.add(new TrainingSetSpec(datasetId, originalsShare, methods, s));
        }
        return out;
    }

    /** Low-resource subsets of the originals (seed 002 uses 0.1, 0.3, 0.7, 1.0), without candidates. */
    public static List<TrainingSetSpec> lowResourceSets(long datasetId, List<Double> originalsShares) {
        List<TrainingSetSpec> out = new ArrayList<>();
        for (double s : originalsShares) {
            out.add(new TrainingSetSpec(datasetId, s, List.of(), 0));
        }
        return out;
    }

    /**
     * Checks that succeeded training runs are comparable: same model config (including seed and planned steps) and
     * the same number of updates actually made. Throws naming the first difference.
     */
    @SuppressWarnings("unchecked")
    public static List<Row> compare(Project project, List<Long> runIds) {
        List<Row> rows = new ArrayList<>();
        Map<String, Object> firstModel = null;
        long firstSteps = -1;
        Object firstEncoderSha = null;
        for (long id : runIds) {
            Run r = project.runs().get(id).orElseThrow(() -> new IllegalArgumentException("There is no run " + id));
            if (!r.kind().equals(TrainingJob.KIND) || r.state() != RunState.SUCCEEDED) {
                throw new IllegalArgumentException("Run " + id + " is not a succeeded training run");
            }
            Map<String, Object> params = Json.read(r.paramsJson(), Map.class);
            // Through the config, so runs stored before a key existed compare with its default.
            Map<String, Object> model = org.pairlab.ml.caption.CaptionModelConfig.defaults()
                    .with((Map<String, Object>) params.get("model")).toMap();
            Map<String, Object> metrics = Json.read(r.metricsJson(), Map.class);
            long steps = ((Number) metrics.get("steps")).longValue();
            long seed = ((Number) metrics.get("seed")).longValue();
            Object encoderSha = metrics.get("encoderSha256");
            if (firstModel == null) {
                firstModel = model;
                firstSteps = steps;
                firstEncoderSha = encoderSha;
            } else {
                if (!java.util.Objects.equals(firstEncoderSha, encoderSha)) {
                    throw new IllegalStateException("Run " + id + " used image features with SHA-256 " + encoderSha
                            + ", run " + runIds.get(0) + " " + firstEncoderSha + "; the protocol needs the same encoder");
                }
                if (!firstModel.equals(model)) {
                    throw new IllegalStateException("Run " + id + " has other hyper-parameters than run " + runIds.get(0)
                            + ": " + differences(firstModel, model));
                }
                if (steps != firstSteps) {
                    throw new IllegalStateException("Run " + id + " made " + steps + " updates, run " + runIds.get(0)
                            + " made " + firstSteps + "; the protocol needs the same number of updates");
                }
            }
            rows.add(new Row(id, r.title(), (Map<String, Object>) params.get("trainingSet"), steps, seed, metrics));
        }
        return rows;
    }

    /** The newest succeeded evaluation run of a training run. */
    @SuppressWarnings("unchecked")
    public static java.util.Optional<Run> latestEvaluation(Project project, long trainingRun) {
        for (Run r : project.runs().list()) {
            if (r.kind().equals(ModelEvaluationJob.KIND) && r.state() == RunState.SUCCEEDED) {
                Object t = Json.read(r.paramsJson(), Map.class).get("trainingRun");
                if (t instanceof Number n && n.longValue() == trainingRun) {
                    return java.util.Optional.of(r);
                }
            }
        }
        return java.util.Optional.empty();
    }

    private static String differences(Map<String, Object> a, Map<String, Object> b) {
        Map<String, String> diff = new LinkedHashMap<>();
        a.forEach((k, v) -> {
            if (!String.valueOf(v).equals(String.valueOf(b.get(k)))) {
                diff.put(k, v + " vs " + b.get(k));
            }
        });
        return diff.toString();
    }
}
