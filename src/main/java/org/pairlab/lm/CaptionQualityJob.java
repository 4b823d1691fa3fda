package org.pairlab.lm;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.project.Caption;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Candidate;
import org.pairlab.project.Candidates;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;

/**
 * Gives language scores (fluency, grammar errors) to candidates that have none yet, e.g. those made before the
 * project had them; new candidates are scored as they are generated. Commits in chunks; a resumed run picks up the
 * candidates still unscored.
 */
public final class CaptionQualityJob implements Job {
    private static final int CHUNK = 128;
    private final Project project;
    private final String method;

    /** Scores the unscored candidates of {@code method}, or of every method when null. */
    public CaptionQualityJob(Project project, String method) {
        this.project = project;
        this.method = method;
    }

    /** The scorer every job that makes candidates uses: the project's caption model and the caption grammar check. */
    public static CaptionQualityScorer scorer(Project project) {
        return new CaptionQualityScorer(() -> ProjectCaptionModel.load(project), CaptionGrammar::new);
    }

    /** Scores one stored candidate against the captions of the sample it was made from. */
    public static CaptionQuality score(Project project, CaptionQualityScorer scorer, Candidate k) {
        List<String> source = project.samples().captions(k.sampleId()).stream().map(Caption::text).toList();
        return scorer.score(source, k.captions(), k.recipe().details());
    }

    @Override
    public String kind() {
        return "caption-quality";
    }

    @Override
    public String title() {
        return "Score captions" + (method == null ? "" : " of " + method + " candidates");
    }

    @Override
    public Map<String, Object> params() {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("method", method);
        return p;
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        List<Long> ids = project.candidates().unscored(method);
        CaptionQualityScorer scorer = scorer(project);
        Map<Long, CaptionQuality> chunk = new LinkedHashMap<>();
        int done = 0;
        for (long id : ids) {
            ctx.checkCancelled();
            Candidate k = project.candidates().get(id).orElse(null);
            if (k != null) {
                chunk.put(id, score(project, scorer, k));
            }
            done++;
            if (chunk.size() >= CHUNK || done == ids.size()) {
                Map<Long, CaptionQuality> batch = Map.copyOf(chunk);
                project.write(c -> {
                    for (Map.Entry<Long, CaptionQuality> e : batch.entrySet()) {
                        Candidates.setQuality(c, e.getKey(), e.getValue());
                    }
                    return null;
                });
                chunk.clear();
            }
            ctx.progress(done, ids.size(), done + " of " + ids.size() + " candidates scored");
        }
        ctx.log("Scored " + done + " candidates");
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("scored", done);
        return metrics;
    }

    /** Re-creates scoring jobs from their stored parameters. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return "caption-quality";
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            return new CaptionQualityJob(project, (String) params.get("method"));
        }
    }
}
