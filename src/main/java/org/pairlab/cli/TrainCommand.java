package org.pairlab.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab train FILE [--set key=value ...]}: trains a captioner in the foreground, printing progress. */
@Command(mixinStandardHelpOptions = true, name = "train", description = "Train a Show-Attend-Tell captioner on the project's originals (+ accepted "
        + "candidates); prints the run id and progress lines.")
final class TrainCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "A model or training-set parameter, e.g. "
            + "steps=2000, imageSize=64, augment=flip, augmentShare=0.2, originalsShare=0.3, gpu=false.")
    List<String> settings = List.of();

    @Override
    public Integer call() {
        Map<String, Object> params = settings(settings);
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            runner.registerInstalledKinds();
            TrainingJob job = TrainingJob.fromParams(p, params);
            runner.addListener(new ProgressPrinter());
            JobHandle.JobOutcome out = runner.runHere(job);
            System.out.println("Run " + out.runId() + " " + out.state().db() + ": " + out.message());
            if (out.state() == RunState.SUCCEEDED) {
                System.out.println("steps " + out.metrics().get("steps") + ", best validation CIDEr-D "
                        + out.metrics().get("bestValCIDEr") + " at step " + out.metrics().get("bestStep"));
            }
            return out.state() == RunState.SUCCEEDED ? 0 : 1;
        }
    }

    /** {@code KEY=VALUE} options as a map, in order. */
    static Map<String, Object> settings(List<String> settings) {
        Map<String, Object> params = new LinkedHashMap<>();
        for (String s : settings) {
            int eq = s.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("--set expects KEY=VALUE, got '" + s + "'");
            }
            params.put(s.substring(0, eq).strip(), s.substring(eq + 1).strip());
        }
        return params;
    }
}
