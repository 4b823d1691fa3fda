package org.pairlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.lm.CaptionQualityJob;
import org.pairlab.project.AppliedFilter;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Dataset;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.text.FilterPreview;
import org.pairlab.text.InformativenessFilter;
import org.pairlab.text.InformativenessJob;
import org.pairlab.text.InformativenessTable;
import org.pairlab.text.RhoHistogram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pairlab filter FILE informativeness [--threshold T] [--apply] [--dataset NAME] [--json]} previews (or applies)
 * the caption informativeness filter; {@code filter FILE revert --id N} reverts an applied filter; {@code filter FILE
 * list} lists applied filters.
 */
@Command(mixinStandardHelpOptions = true, name = "filter", description = "Caption filters: 'informativeness' previews the counts (--apply excludes the "
        + "captions below the threshold), 'grammar' previews (--apply rejects) the "
        + "pending candidates whose captions add grammar errors to their source, 'revert --id N' reverts a filter, "
        + "'list' shows applied filters.")
final class FilterCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Parameters(index = "1", paramLabel = "ACTION", description = "informativeness, grammar, revert or list")
    String action;

    @Option(names = "--threshold", description = "Captions with rho below this go (default: the rho percentile removing the "
            + "paper's share of captions, 55 %; the paper's own value 20 was set on 1.3M AVA comments).")
    Double threshold;

    @Option(names = "--apply", description = "Exclude the captions below the threshold (reversible; recorded as a filter).")
    boolean apply;

    @Option(names = "--dataset", paramLabel = "NAME", description = "Only this dataset (default: every dataset, each its own corpus).")
    String dataset;

    @Option(names = "--method", paramLabel = "M", description = "With grammar: only candidates of this method.")
    String method;

    @Option(names = "--revert", description = "With grammar: put back the candidates the grammar filter rejected.")
    boolean revertGrammar;

    @Option(names = "--id", description = "The filter to revert.")
    Long id;

    @Option(names = "--bin-width", defaultValue = "2.5", description = "Width of the histogram bins (default: ${DEFAULT-VALUE}).")
    double binWidth;

    @Option(names = "--examples", defaultValue = "3", description = "Example captions shown on each side of the threshold.")
    int examples;

    @Mixin
    CommonOptions common;

    /** The filter actions, in the order the help lists them. */
    static final List<String> ACTIONS = List.of("informativeness", "grammar", "revert", "list");

    @Override
    public Integer call() {
        if (!ACTIONS.contains(action)) {
            throw DidYouMean.unknown("filter action", action, ACTIONS);
        }
        if (threshold != null && (threshold.isNaN() || threshold.isInfinite())) {
            throw new UsageException("--threshold must be a finite number, got " + threshold);
        }
        if (examples < 0 || examples > 1000) {
            throw new UsageException("--examples must be from 0 to 1000, got " + examples);
        }
        if (!(binWidth > 0) || Double.isInfinite(binWidth)) {
            throw new UsageException("--bin-width must be a positive number, got " + binWidth);
        }
        try (Project p = project.open()) {
            switch (action) {
                case "informativeness" -> informativeness(p);
                case "revert" -> revert(p);
                case "list" -> list(p);
                case "grammar" -> grammar(p);
                default -> throw new UsageException("Unknown filter action '" + action
                        + "'; known: informativeness, grammar, revert, list");
            }
        }
        return 0;
    }

    private void informativeness(Project p) {
        if (!(binWidth > 0)) {
            throw new UsageException("--bin-width must be positive, got " + binWidth);
        }
        Long datasetId = null;
        String scope = "all datasets";
        if (dataset != null) {
            Dataset d = p.datasets().byName(dataset).orElseThrow(() -> new UsageException(
                    "There is no dataset '" + dataset + "' in " + p.file().getFileName()));
            datasetId = d.id();
            scope = d.name();
        }
        InformativenessFilter filter = new InformativenessFilter(p);
        int[] shown = {-1};
        InformativenessTable table = filter.table(datasetId, (done, total) -> {
            // Scoring only happens once per dataset (then the cache answers); say how far it is, in tenths.
            synchronized (shown) {
                int tenth = (int) (10L * done / Math.max(1, total));
                if (tenth > shown[0]) {
                    shown[0] = tenth;
                    common.note(String.format(Locale.ROOT, "scoring captions: %,d / %,d", done, total));
                }
            }
        }, () -> false);
        double threshold = this.threshold != null ? this.threshold : InformativenessFilter.defaultThreshold(table);
        String thresholdSource = this.threshold != null ? "given" : String.format(Locale.ROOT,
                "default: percentile removing the least informative %.0f %%", 100 * InformativenessFilter.DEFAULT_SHARE_REMOVED);
        FilterPreview preview = table.preview(threshold, examples);
        Map<String, Object> applied = null;
        if (apply) {
            try (JobRunner runner = new JobRunner(p)) {
                JobHandle.JobOutcome out = runner.runHere(new InformativenessJob(filter, threshold, datasetId, scope));
                ExitCodes.requireSucceeded("informativeness filter", out);
                applied = new LinkedHashMap<>(out.metrics());
                applied.put("runId", out.runId());
            }
        }
        RhoHistogram histogram = table.histogram(binWidth);
        if (common.json()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("scope", scope);
            m.put("threshold", threshold);
            m.put("thresholdSource", thresholdSource);
            m.put("shareRemoved", preview.shareRemoved());
            m.put("warning", preview.warning().orElse(null));
            m.put("captionsScored", preview.captionsScored());
            m.put("captionsAlreadyExcluded", preview.captionsAlreadyExcluded());
            m.put("captionsBelow", preview.captionsBelow());
            m.put("samples", preview.samples());
            m.put("samplesLosingAll", preview.samplesLosingAll());
            List<Object> bins = new ArrayList<>();
            for (int i = 0; i < histogram.counts().size(); i++) {
                bins.add(Map.of("from", histogram.from(i), "to", histogram.to(i), "count", histogram.counts().get(i)));
            }
            m.put("histogram", Map.of("binWidth", histogram.binWidth(), "bins", bins));
            m.put("justBelow", examples(preview.justBelow()));
            m.put("justAbove", examples(preview.justAbove()));
            m.put("applied", applied);
            common.result(m);
            return;
        }
        common.sayf("Informativeness (%s): %,d captions scored, %,d already excluded", scope,
                preview.captionsScored(), preview.captionsAlreadyExcluded());
        common.sayf("  rho < %s (%s): %,d captions (%.1f %%); %,d of %,d images would lose all their "
                + "captions", fmt(threshold), thresholdSource, preview.captionsBelow(), 100 * preview.shareRemoved(),
                preview.samplesLosingAll(), preview.samples());
        preview.warning().ifPresent(w -> common.say("  " + w));
        int max = Math.max(1, histogram.maxCount());
        for (int i = 0; i < histogram.counts().size(); i++) {
            int n = histogram.counts().get(i);
            common.sayf("  %6.1f-%-6.1f %7d %s", histogram.from(i), histogram.to(i), n,
                    "#".repeat((int) Math.round(40.0 * n / max)));
        }
        preview.justBelow().forEach(e -> common.sayf("  below %6.2f  %s", e.rho(), e.text()));
        preview.justAbove().forEach(e -> common.sayf("  above %6.2f  %s", e.rho(), e.text()));
        if (applied != null) {
            common.say("Applied filter " + applied.get("filterId") + ": excluded " + applied.get("captionsExcluded")
                    + " captions and " + applied.get("samplesExcluded") + " images (run " + applied.get("runId")
                    + "); undo with: filter " + project.file + " revert --id " + applied.get("filterId"));
        } else {
            common.say("Preview only; add --apply to exclude them.");
        }
    }

    /** The review note that marks the grammar filter's rejections, so they can be put back as one. */
    static final String GRAMMAR_NOTE = org.pairlab.lm.GrammarRejections.NOTE;

    private void grammar(Project p) {
        if (revertGrammar) {
            int n = p.reviews().undoAllWithNote(GRAMMAR_NOTE);
            if (common.json()) {
                common.result(Map.of("restored", n));
            } else {
                common.say("Put back " + n + " candidates the grammar filter had rejected.");
            }
            return;
        }
        if (method != null && !p.candidates().methods().contains(method)) {
            throw new UsageException("There are no " + method + " candidates; methods with candidates: "
                    + p.candidates().methods());
        }
        int unscored = p.candidates().unscored(method).size();
        if (unscored > 0) {
            common.note("scoring " + unscored + " candidates not scored yet");
            try (JobRunner runner = new JobRunner(p)) {
                JobHandle.JobOutcome out = runner.runHere(new CaptionQualityJob(p, method));
                ExitCodes.requireSucceeded("scoring captions", out);
            }
        }
        List<Long> ids = p.candidates().pendingAddingGrammarErrors(method);
        List<Map<String, Object>> shown = new ArrayList<>();
        for (long id : ids.subList(0, Math.min(ids.size(), Math.max(0, examples)))) {
            p.candidates().quality(id).ifPresent(q -> q.captions().stream().filter(c -> c.grammarAdded() > 0).findFirst()
                    .ifPresent(c -> {
                        Map<String, Object> m = new LinkedHashMap<>();
                        m.put("candidate", id);
                        m.put("source", c.source());
                        m.put("caption", c.caption());
                        m.put("issues", c.issues());
                        shown.add(m);
                    }));
        }
        int rejected = 0;
        if (apply && !ids.isEmpty()) {
            rejected = p.reviews().decideAll(ids.stream().map(ItemRef::candidate).toList(), Decision.REJECT, GRAMMAR_NOTE);
        }
        if (common.json()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("method", method);
            m.put("pendingAddingGrammarErrors", ids.size());
            m.put("rejected", rejected);
            m.put("examples", shown);
            common.result(m);
            return;
        }
        common.sayf("%,d pending %scandidates add grammar errors to their source captions", ids.size(),
                method == null ? "" : method + " ");
        for (Map<String, Object> m : shown) {
            common.say("  #" + m.get("candidate") + "  " + m.get("caption") + "   " + m.get("issues"));
        }
        if (apply) {
            common.say("Rejected " + rejected + " of them (recorded in the review history); put them back with: filter "
                    + project.file + " grammar --revert");
        } else {
            common.say("Preview only; add --apply to reject them.");
        }
    }

    private static List<Object> examples(List<FilterPreview.Example> examples) {
        return examples.stream().<Object>map(e -> Map.of("captionId", e.captionId(), "text", e.text(), "rho", e.rho())).toList();
    }

    private void revert(Project p) {
        if (id == null) {
            throw new UsageException("revert needs --id N (see 'filter " + project.file + " list')");
        }
        AppliedFilter f = p.exclusions().revert(id);
        if (common.json()) {
            common.result(describe(f));
        } else {
            common.say("Reverted filter " + f.id() + " (" + f.name() + " " + f.params().getOrDefault("threshold", "")
                    + "): its " + f.captionsExcluded() + " captions and " + f.samplesExcluded() + " images are back.");
        }
    }

    private void list(Project p) {
        List<AppliedFilter> filters = p.exclusions().filters();
        if (common.json()) {
            common.result(Map.of("filters", filters.stream().map(FilterCommand::describe).toList()));
            return;
        }
        if (filters.isEmpty()) {
            common.say("No filters applied.");
        }
        for (AppliedFilter f : filters) {
            common.say(f.id() + "  " + f.name() + " " + Json.write(f.params()) + "  applied " + f.appliedAt() + "  "
                    + f.captionsExcluded() + " captions, " + f.samplesExcluded() + " images"
                    + (f.active() ? "  (in force)" : "  reverted " + f.revertedAt()));
        }
    }

    private static Map<String, Object> describe(AppliedFilter f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", f.id());
        m.put("name", f.name());
        m.put("params", f.params());
        m.put("appliedAt", f.appliedAt());
        m.put("revertedAt", f.revertedAt());
        m.put("captionsExcluded", f.captionsExcluded());
        m.put("samplesExcluded", f.samplesExcluded());
        return m;
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
