package org.pairlab.augment.toca;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pairlab.lm.ProjectCaptions;
import org.pairlab.project.Candidates;
import org.pairlab.project.Dataset;
import org.pairlab.project.Json;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;
import org.pairlab.text.CaptionTagger;

/**
 * ToCa's embedded synthesis as a resumable project job (kind {@value #KIND}): it takes the source captions apart,
 * synthesizes (progress and cancel between draw batches), makes the text-only dataset and stores the captions as
 * candidates in chunks. The run is fixed by its seed, so an interrupted run synthesizes the same captions again, finds
 * the dataset it made (the dataset's report names the run) and stores only the candidates not stored yet (a stored
 * recipe is never stored twice).
 */
public final class TocaJob implements Job {
    /** The job kind. */
    public static final String KIND = "toca";
    private static final int CHUNK = 64;

    private final Project project;
    private final Request request;

    /**
     * What to synthesize.
     *
     * @param name       the new text-only dataset
     * @param source     the corpus dataset (null: every dataset's captions)
     * @param settings   scenario, count, seed, tau and the rest
     * @param pairsFile  prior pairs (null: none)
     */
    public record Request(String name, String source, TocaSettings settings, Path pairsFile) {
        public Request {
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("the new dataset needs a name");
            }
        }

        Map<String, Object> params() {
            return JobParams.write(new TocaParams(name, source, settings.scenario().label(), settings.count(),
                    settings.seed(), Double.isInfinite(settings.tau()) ? "inf" : Double.toString(settings.tau()),
                    settings.smallCorpus(), settings.grammarFilter(), settings.overgenerate(),
                    pairsFile == null ? null : pairsFile.toString()));
        }

        static Request of(Map<String, Object> stored) {
            TocaParams p = JobParams.read(stored, TocaParams.class);
            TocaSettings s = new TocaSettings(Scenario.parse(p.scenario()), p.count(), p.seed(), p.tauValue(),
                    p.corpusSize(), p.grammarFilter(), p.overgenerate(), 2, Integer.MAX_VALUE);
            return new Request(p.name(), p.source().isEmpty() ? null : p.source(), s,
                    p.pairs().isEmpty() ? null : Path.of(p.pairs()));
        }
    }

    /** A job for {@code request} in {@code project}. */
    public TocaJob(Project project, Request request) {
        this.project = project;
        this.request = request;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "ToCa: " + request.settings().count() + " captions into '" + request.name() + "'";
    }

    @Override
    public Map<String, Object> params() {
        return request.params();
    }

    @Override
    public void precheck() {
        if (project.datasets().byName(request.name()).isPresent()) {
            throw new IllegalArgumentException("dataset '" + request.name() + "' exists in "
                    + project.file().getFileName() + "; choose another name");
        }
        if (request.source() != null && project.datasets().byName(request.source()).isEmpty()) {
            throw new IllegalArgumentException("no dataset '" + request.source() + "' in " + project.file().getFileName());
        }
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        TocaSettings settings = request.settings();
        int count = settings.count();
        Toca toca = new Toca(CaptionTagger.english());
        TocaCorpus corpus = toca.corpus(ProjectCaptions.of(project, request.source()), settings, request.pairsFile());
        ctx.log(String.format(Locale.ROOT, "corpus: %d captions, %d templates, %d lexical words, %d pairs (%d prior)%s",
                corpus.captions().size(), corpus.templates().size(), corpus.pairs().wordCount(),
                corpus.pairs().pairCount(), corpus.pairs().priorPairCount(),
                ctx.resumeFrom().isPresent() ? "; resuming: the same seed makes the same captions" : ""));
        ctx.checkCancelled();
        Synthesizer synthesizer = toca.embedded(corpus, settings);
        ctx.log("completion: " + synthesizer.completerDescription());
        SynthesisResult result;
        String shortfall = null;
        try {
            result = synthesizer.run(count, settings.seed(), (kept, asked, draws) -> {
                ctx.checkCancelled();
                ctx.progress(kept, 2L * asked, kept + " of " + asked + " captions synthesized (" + draws + " draws)");
            });
        } catch (SynthesisShortfallException e) {
            result = e.partial();
            shortfall = e.getMessage();
            ctx.log(shortfall + " Storing the " + result.captions().size() + " kept.");
        }
        SynthesisReport report = result.report();
        ctx.log(String.format(Locale.ROOT, "%d captions kept from %d draws in %.1f s; dropped: %s", report.kept(),
                report.draws(), report.seconds(), report.dropped()));
        ctx.checkCancelled();
        long datasetId = datasetOfThisRun(ctx.runId())
                .orElseGet(() -> TocaProject.createDataset(project, request.name(), corpus, report, request.source(),
                        ctx.runId()));
        List<NewCandidate> all = TocaProject.candidates(project, datasetId, corpus, result, settings,
                request.source(), ctx.runId());
        int stored = 0;
        int already = 0;
        for (int from = 0; from < all.size(); from += CHUNK) {
            ctx.checkCancelled();
            List<NewCandidate> chunk = List.copyOf(all.subList(from, Math.min(all.size(), from + CHUNK)));
            Candidates.Inserted in = project.write(c -> Candidates.insertSkippingDuplicates(c, chunk));
            stored += chunk.size() - in.skipped();
            already += in.skipped();
            ctx.checkpoint(Json.write(Map.of("dataset", datasetId, "candidates", from + chunk.size())));
            ctx.log((from + chunk.size()) + " of " + all.size() + " candidates stored");
            ctx.progress((long) all.size() + from + chunk.size(), 2L * all.size(),
                    (from + chunk.size()) + " of " + all.size() + " candidates stored");
        }
        if (already > 0) {
            ctx.log(already + " candidates were stored by the interrupted attempt and were not stored again");
        }
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("dataset", request.name());
        metrics.put("datasetId", datasetId);
        metrics.put("kept", report.kept());
        metrics.put("stored", stored);
        metrics.put("alreadyStored", already);
        metrics.put("draws", report.draws());
        metrics.put("keptShare", report.keptShare());
        metrics.put("seconds", report.seconds());
        metrics.put("completer", report.completer());
        if (shortfall != null) {
            metrics.put("shortfall", shortfall);
        }
        return metrics;
    }

    /** The dataset an interrupted attempt of run {@code runId} made, if it got that far. */
    private Optional<Long> datasetOfThisRun(long runId) {
        Optional<Dataset> d = project.datasets().byName(request.name());
        if (d.isEmpty()) {
            return Optional.empty();
        }
        Object run = Json.read(d.get().reportJson() == null ? "{}" : d.get().reportJson(), Map.class).get("run");
        if (!(run instanceof Number n) || n.longValue() != runId) {
            throw new IllegalArgumentException("dataset '" + request.name() + "' exists in "
                    + project.file().getFileName() + " and was not made by this run; choose another name");
        }
        return Optional.of(d.get().id());
    }

    /** Re-creates ToCa jobs from their stored parameters. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            return new TocaJob(project, Request.of(params));
        }
    }
}
