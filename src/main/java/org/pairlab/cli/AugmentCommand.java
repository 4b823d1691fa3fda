package org.pairlab.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.augment.Augmenter;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CaptionRewriter;
import org.pairlab.augment.CaptionRewriters;
import org.pairlab.augment.CrossDomainMix;
import org.pairlab.augment.CrossDomainMixJob;
import org.pairlab.augment.GenerationJob;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab augment FILE --method M [--limit N] [--seed S] [--set key=value ...]}: makes candidates. */
@Command(mixinStandardHelpOptions = true, name = "augment", description = "Generate augmentation candidates (pending review) with one method.")
final class AugmentCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Option(names = "--method", required = true, description = "The augmentation method, e.g. flip.")
    String method;

    @Option(names = "--limit", defaultValue = "0", description = "At most this many source samples (0 = all).")
    int limit;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed; the same seed gives the same candidates.")
    long seed;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "A method parameter.")
    List<String> settings = List.of();

    @Option(names = "--caption-method", description = "A caption rewrite (antonym, synonym, eda) combined with the "
            + "image method into one candidate.")
    String captionMethod;

    @Option(names = "--caption-set", paramLabel = "KEY=VALUE", description = "A parameter of the caption rewrite.")
    List<String> captionSettings = List.of();

    @Override
    @SuppressWarnings("unchecked")
    public Integer call() {
        // Everything the command line says is checked here, before the project is opened or a run recorded.
        if (limit < 0) {
            throw new UsageException("--limit must be 0 (all samples) or more, got " + limit);
        }
        Augmenters augmenters = new Augmenters();
        Augmenter augmenter = augmenters.byMethod(method).orElseThrow(() -> DidYouMean.unknown("augmentation method",
                method, augmenters.all().stream().map(Augmenter::method).toList()));
        Map<String, Object> params = MethodParameters.parse("--set", method, augmenter.parameters(), settings);
        CaptionRewriter rewriter = null;
        Map<String, Object> captionParams = Map.of();
        if (captionMethod != null) {
            CaptionRewriters rewriters = new CaptionRewriters();
            rewriter = rewriters.byMethod(captionMethod).orElseThrow(() -> DidYouMean.unknown("caption method",
                    captionMethod, rewriters.all().stream().map(CaptionRewriter::method).toList()));
            captionParams = MethodParameters.parse("--caption-set", captionMethod, rewriter.parameters(), captionSettings);
            if (augmenter instanceof CrossDomainMix) {
                throw new UsageException("--caption-method cannot be combined with --method mix");
            }
        } else if (!captionSettings.isEmpty()) {
            throw new UsageException("--caption-set needs --caption-method");
        }
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            // Said once, before the run: e.g. that CutSwap candidates stay unranked without an alignment model.
            augmenter.notice(p).ifPresent(n -> common.note("Note: " + n));
            List<Long> selection = GenerationJob.allSamples(p);
            if (limit > 0 && selection.size() > limit) { // 0 = all; negative refused above
                selection = selection.subList(0, limit);
            }
            Job job;
            try {
                // The jobs check their parameters against the project (e.g. mix's source dataset) before a run exists.
                job = augmenter instanceof CrossDomainMix
                        ? new CrossDomainMixJob(p, params, seed, selection)
                        : new GenerationJob(p, augmenter, params, rewriter, captionParams, seed, limit, GenerationJob.allSamples(p));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
            JobHandle.JobOutcome out = runner.runHere(Prechecks.checked(job));
            ExitCodes.requireSucceeded("augment " + method, out);
            Map<String, Object> m = out.metrics();
            Map<String, Object> rejected = (Map<String, Object>) m.getOrDefault("rejected", Map.of());
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("runId", out.runId());
            json.put("method", method);
            json.put("captionMethod", rewriter == null ? null : rewriter.method());
            json.put("samplesVisited", m.getOrDefault("samplesVisited", 0));
            json.put("candidatesMade", m.getOrDefault("candidatesMade", 0));
            json.put("duplicatesSkipped", m.getOrDefault("duplicatesSkipped", 0));
            json.put("rejected", rejected);
            common.result(json);
            common.say("Made " + m.get("candidatesMade") + " " + method
                    + (rewriter == null ? "" : "+" + rewriter.method()) + " candidates from "
                    + m.get("samplesVisited") + " samples (run " + out.runId() + ")");
            if (m.get("duplicatesSkipped") instanceof Number n && n.intValue() > 0) {
                common.say("  skipped " + n + " already in the project (same recipe)");
            }
            rejected.forEach((reason, n) -> common.say("  rejected " + n + ": " + reason));
        }
        return 0;
    }
}
