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
import org.pairlab.project.RunState;
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
        if (limit < 0) {
            throw new IllegalArgumentException("--limit must be 0 (all samples) or more, got " + limit);
        }
        Augmenter augmenter = new Augmenters().require(method);
        Map<String, Object> params = keyValues("--set", settings);
        Map<String, Object> captionParams = keyValues("--caption-set", captionSettings);
        CaptionRewriter rewriter = captionMethod == null ? null : new CaptionRewriters().require(captionMethod);
        if (rewriter == null && !captionParams.isEmpty()) {
            throw new IllegalArgumentException("--caption-set needs --caption-method");
        }
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            // Said once, before the run: e.g. that CutSwap candidates stay unranked without an alignment model.
            augmenter.notice(p).ifPresent(n -> System.err.println("Note: " + n));
            List<Long> selection = GenerationJob.allSamples(p);
            if (limit > 0 && selection.size() > limit) { // 0 = all; negative refused above
                selection = selection.subList(0, limit);
            }
            Job job;
            if (augmenter instanceof CrossDomainMix) {
                if (rewriter != null) {
                    throw new IllegalArgumentException("--caption-method cannot be combined with --method mix");
                }
                job = new CrossDomainMixJob(p, params, seed, selection);
            } else {
                job = new GenerationJob(p, augmenter, params, rewriter, captionParams, seed, limit,
                        GenerationJob.allSamples(p));
            }
            JobHandle.JobOutcome out = runner.runHere(job);
            if (out.state() != RunState.SUCCEEDED) {
                throw new IllegalStateException("augment " + method + " " + out.state().db() + ": " + out.message());
            }
            Map<String, Object> m = out.metrics();
            System.out.println("Made " + m.get("candidatesMade") + " " + method
                    + (rewriter == null ? "" : "+" + rewriter.method()) + " candidates from "
                    + m.get("samplesVisited") + " samples (run " + out.runId() + ")");
            if (m.get("duplicatesSkipped") instanceof Number n && n.intValue() > 0) {
                System.out.println("  skipped " + n + " already in the project (same recipe)");
            }
            ((Map<String, Object>) m.get("rejected")).forEach((reason, n) ->
                    System.out.println("  rejected " + n + ": " + reason));
        }
        return 0;
    }

    private static Map<String, Object> keyValues(String option, List<String> given) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String s : given) {
            int eq = s.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(option + " expects KEY=VALUE, got '" + s + "'");
            }
            out.put(s.substring(0, eq).strip(), s.substring(eq + 1));
        }
        return out;
    }
}
