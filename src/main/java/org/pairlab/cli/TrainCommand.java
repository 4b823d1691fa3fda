package org.pairlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.ml.caption.CaptionModelConfig;
import org.pairlab.ml.train.TrainingJob;
import org.pairlab.ml.train.TrainingSetSpec;
import org.pairlab.project.Project;
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

    @Mixin
    CommonOptions common;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "A model or training-set parameter, e.g. "
            + "steps=2000, imageSize=64, augment=flip, augmentShare=0.2, originalsShare=0.3, gpu=false.")
    List<String> settings = List.of();

    @Override
    public Integer call() {
        Map<String, Object> params = settings(settings);
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            runner.registerInstalledKinds();
            TrainingJob job;
            try {
                job = TrainingJob.fromParams(p, params);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--set: " + e.getMessage());
            }
            runner.addListener(new ProgressPrinter(common));
            JobHandle.JobOutcome out = runner.runHere(Prechecks.checked(job));
            ExitCodes.requireSucceeded("train", out);
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("runId", out.runId());
            json.put("steps", out.metrics().get("steps"));
            json.put("bestValCIDEr", out.metrics().get("bestValCIDEr"));
            json.put("bestStep", out.metrics().get("bestStep"));
            json.put("metrics", out.metrics());
            common.result(json);
            common.say("Run " + out.runId() + " " + out.state().db() + ": " + out.message());
            common.say("steps " + out.metrics().get("steps") + ", best validation CIDEr-D "
                    + out.metrics().get("bestValCIDEr") + " at step " + out.metrics().get("bestStep"));
            return 0;
        }
    }

    /** {@code KEY=VALUE} options as a map, in order; an unknown key is a usage error with a did-you-mean. */
    static Map<String, Object> settings(List<String> settings) {
        List<String> known = new ArrayList<>(CaptionModelConfig.keys());
        known.addAll(TrainingSetSpec.keys());
        known.addAll(List.of("gpu", "label", "device"));
        Map<String, Object> params = new LinkedHashMap<>();
        MethodParameters.pairs("--set", settings).forEach((k, v) -> {
            if (!known.contains(k)) {
                throw DidYouMean.unknown("training parameter (--set)", k, known);
            }
            params.put(k, v);
        });
        return params;
    }
}
