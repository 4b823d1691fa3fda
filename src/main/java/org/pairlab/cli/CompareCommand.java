package org.pairlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.ml.train.Experiments;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pairlab compare FILE --runs 7,8 [--json]}: checks that training runs follow the experiment protocol (same
 * hyper-parameters, seed and number of updates) and prints them side by side with their latest test scores.
 */
@Command(mixinStandardHelpOptions = true, name = "compare", description = "Compare training runs of an experiment (protocol check + test scores).")
final class CompareCommand implements Callable<Integer> {
    private static final List<String> KEYS = List.of("Bleu_1", "Bleu_4", "METEOR", "ROUGE_L", "CIDEr");

    @Mixin
    ProjectOption project;

    @Option(names = "--runs", required = true, split = ",", description = "Training run ids, e.g. 7,8.")
    List<Long> runs;

    @Mixin
    CommonOptions common;

    @Override
    @SuppressWarnings("unchecked")
    public Integer call() {
        try (Project p = project.open()) {
            List<Experiments.Row> rows = Experiments.compare(p, runs);
            List<Map<String, Object>> out = new ArrayList<>();
            for (Experiments.Row r : rows) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("run", r.runId());
                m.put("title", r.title());
                m.put("trainingSet", r.trainingSet());
                m.put("steps", r.steps());
                m.put("seed", r.seed());
                m.put("augmented", r.metrics().get("augmented"));
                Map<String, Object> scores = new LinkedHashMap<>();
                Experiments.latestEvaluation(p, r.runId()).ifPresent(e -> {
                    scores.put("evaluationRun", e.id());
                    Map<String, Object> em = Json.read(e.metricsJson(), Map.class);
                    KEYS.forEach(k -> scores.put(k, em.get(k)));
                });
                m.put("test", scores);
                out.add(m);
            }
            common.result(Map.of("runs", out));
            {
                common.say("Comparable: same hyper-parameters, seed " + rows.get(0).seed() + " and "
                        + rows.get(0).steps() + " updates");
                for (Map<String, Object> m : out) {
                    common.say("#" + m.get("run") + " " + m.get("title") + "  augmented " + m.get("augmented")
                            + "  " + m.get("test"));
                }
            }
        }
        return 0;
    }

}
