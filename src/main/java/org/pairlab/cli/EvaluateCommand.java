package org.pairlab.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.ml.train.ModelEvaluationJob;
import org.pairlab.project.Project;
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
        if (beam < 1 || beam > 100) {
            throw new UsageException("--beam must be from 1 to 100, got " + beam);
        }
        if (samples < 0 || samples > 1000) {
            throw new UsageException("--samples must be from 0 to 1000, got " + samples);
        }
        if (limit < 0) {
            throw new UsageException("--limit must be 0 (all test images) or more, got " + limit);
        }
        if (!(temperature > 0) || Double.isInfinite(temperature)) {
            throw new UsageException("--temperature must be a positive number, got " + temperature);
        }
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            runner.registerInstalledKinds();
            ModelEvaluationJob job;
            try {
                job = Prechecks.checked(new ModelEvaluationJob(p, run, beam, samples, temperature, limit, !cpu));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
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
