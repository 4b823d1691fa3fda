package org.pairlab.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.ml.train.ModelEvaluationJob;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab evaluate FILE --run ID [--json]}: captions the test split with a trained run and scores it. */
@Command(mixinStandardHelpOptions = true, name = "evaluate", description = "Evaluate a training run on the test split (COCO results JSON, BLEU, "
        + "METEOR, ROUGE-L, CIDEr-D; diversity with --samples).")
final class EvaluateCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Option(names = "--run", required = true, description = "The training run id (see 'runs').")
    long run;

    @Option(names = "--beam", defaultValue = "3", description = "Beam width (1 = greedy).")
    int beam;

    @Option(names = "--samples", defaultValue = "0", description = "Also sample this many captions per image.")
    int samples;

    @Option(names = "--temperature", defaultValue = "1.0", description = "Sampling temperature.")
    double temperature;

    @Option(names = "--limit", defaultValue = "0", description = "At most this many test images (0 = all).")
    int limit;

    @Option(names = "--cpu", description = "Use the CPU even when a GPU is visible.")
    boolean cpu;

    @Mixin
    CommonOptions common;

    @Override
    public Integer call() {
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            org.pairlab.JobKinds.registerAll(runner, new org.pairlab.augment.Augmenters());
            ModelEvaluationJob job = new ModelEvaluationJob(p, run, beam, samples, temperature, limit, !cpu);
            runner.addListener(new ProgressPrinter(common));
            JobHandle.JobOutcome out = runner.runHere(job);
            ExitCodes.requireSucceeded("evaluate run " + run, out);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("run", out.runId());
            m.putAll(out.metrics());
            common.result(m);
            m.forEach((k, v) -> common.say(k + " " + v));
            return 0;
        }
    }
}
