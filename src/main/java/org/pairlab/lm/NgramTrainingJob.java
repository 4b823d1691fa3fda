package org.pairlab.lm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.lm.ngram.NgramModel;
import org.pairlab.project.LanguageModelEntry;
import org.pairlab.project.Project;
import org.pairlab.project.Sha256;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;

/**
 * Trains a modified Kneser-Ney n-gram model on a project's captions (one in ten held out and scored), writes it as
 * an ARPA file and registers it in the project's language models. Training takes seconds, so there is no checkpoint:
 * a resumed run starts again.
 */
public final class NgramTrainingJob implements Job {
    /** The run kind. */
    public static final String KIND = "lm-ngram";
    /** Model kind in the {@code language_models} table. */
    public static final String MODEL_KIND = "ngram";
    private static final int STEPS = 4;

    private final Project project;
    private final NgramTrainingSettings settings;

    public NgramTrainingJob(Project project, NgramTrainingSettings settings) {
        this.project = project;
        this.settings = settings;
    }

    /** What a finished run made: the registered model and the numbers behind it. */
    public record Result(LanguageModelEntry model, int trainCaptions, int heldOutCaptions, SentenceScore heldOut,
                         String description) {
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Train n-gram model " + settings.name() + " (order " + settings.order() + ", "
                + (settings.dataset() == null ? "all captions" : settings.dataset()) + ")";
    }

    @Override
    public Map<String, Object> params() {
        return settings.params();
    }

    /** The file the model is written to. */
    public Path target() {
        return settings.out() != null ? settings.out().toAbsolutePath()
                : LmFolder.of(project).resolve(settings.name() + ".arpa");
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        Result r = train(ctx);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("model", r.model().name());
        m.put("file", r.model().file());
        m.put("trainCaptions", r.trainCaptions());
        m.put("heldOutCaptions", r.heldOutCaptions());
        m.put("heldOutPerplexity", r.model().heldoutPerplexity());
        m.put("heldOutOov", r.heldOut().oov());
        return m;
    }

    /** Does the work and returns what it made (the CLI prints it). */
    public Result train(JobContext ctx) throws IOException {
        ctx.progress(0, STEPS, "Reading captions");
        List<String> captions = ProjectCaptions.of(project, settings.dataset());
        HeldOutSplit split = HeldOutSplit.of(captions, HeldOutSplit.EVERY);
        if (split.train().isEmpty()) {
            throw new IllegalArgumentException((settings.dataset() == null ? "the project" : "dataset " + settings.dataset())
                    + " has no captions to train on");
        }
        ctx.log(String.format(Locale.ROOT, "%,d captions: %,d to train on, %,d held out (every %dth)", captions.size(),
                split.train().size(), split.heldOut().size(), HeldOutSplit.EVERY));
        ctx.checkCancelled();
        ctx.progress(1, STEPS, "Training on " + split.train().size() + " captions");
        long t0 = System.nanoTime();
        NgramModel model = new KneserNeyTrainer(settings.order(), settings.tokenizer()).withMinCount(settings.minCount())
                .train(split.train());
        StringBuilder counts = new StringBuilder();
        for (int k = 1; k <= settings.order(); k++) {
            counts.append(String.format(Locale.ROOT, "%s%,d %d-grams", k == 1 ? "" : ", ", model.ngramCount(k), k));
        }
        ctx.log(String.format(Locale.ROOT, "Trained %s in %.1f s (%s)", model.describe(), (System.nanoTime() - t0) / 1e9,
                counts));
        ctx.checkCancelled();
        ctx.progress(2, STEPS, "Scoring " + split.heldOut().size() + " held-out captions");
        SentenceScore held = SentenceScore.zero();
        for (String c : split.heldOut()) {
            held = held.plus(model.scoreCaption(c));
        }
        Double perplexity = split.heldOut().isEmpty() ? null : held.perplexity();
        if (perplexity != null) {
            ctx.log(String.format(Locale.ROOT, "Held-out perplexity %.2f over %,d tokens (%,d unknown)", perplexity,
                    held.tokens(), held.oov()));
        }
        ctx.checkCancelled();
        ctx.progress(3, STEPS, "Writing the ARPA file");
        Path file = target();
        if (settings.out() != null) {
            // the user's own path: never replace what is there
            org.pairlab.project.OutputFile.write(file, "--out", model::writeArpa);
        } else {
            write(model, file);
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("order", settings.order());
        s.put("dataset", settings.dataset() == null ? "all" : settings.dataset());
        s.put("minCount", settings.minCount());
        s.put("trainCaptions", split.train().size());
        s.put("heldOutCaptions", split.heldOut().size());
        s.put("vocabulary", model.vocabulary().size());
        s.put("description", model.describe());
        LanguageModelEntry entry = project.languageModels().register(settings.name(), MODEL_KIND,
                settings.tokenizer().name().toLowerCase(Locale.ROOT), file.toString(), Sha256.ofFile(file), s,
                perplexity, ctx.runId() > 0 ? ctx.runId() : null);
        ctx.log("Wrote " + file + " and registered it as '" + entry.name() + "'");
        ctx.progress(STEPS, STEPS, "Registered " + entry.name()
                + (perplexity == null ? "" : String.format(Locale.ROOT, ", held-out perplexity %.2f", perplexity)));
        return new Result(entry, split.train().size(), split.heldOut().size(), held, model.describe());
    }

    /** Writes into the project's model folder beside the target first, so a crash never leaves half a model. */
    private static void write(NgramModel model, Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".part");
        try {
            model.writeArpa(tmp);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Re-creates n-gram training runs from their stored parameters. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            return new NgramTrainingJob(project, NgramTrainingSettings.fromParams(params));
        }
    }
}
