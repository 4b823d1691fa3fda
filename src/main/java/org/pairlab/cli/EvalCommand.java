package org.pairlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.pairlab.metrics.CaptionEvaluation;
import org.pairlab.metrics.CaptionMetric;
import org.pairlab.metrics.EvaluationException;
import org.pairlab.metrics.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pairlab eval --refs CAPTIONS.json --results RESULTS.json}: caption metrics as the COCO toolkit computes them. */
@Command(mixinStandardHelpOptions = true, name = "eval", description = {
    "Score COCO-format caption results against COCO captions with the COCO caption toolkit's metrics "
            + "(PTB tokenisation, BLEU-1..4, METEOR, ROUGE-L, CIDEr-D).",
    "METEOR has no paraphrase module (about 0.005 below the toolkit). Exit code 1 on bad input."})
public final class EvalCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--refs", required = true, paramLabel = "CAPTIONS.json",
            description = "Reference captions: COCO captions JSON (images, annotations[{image_id, caption}]).")
    Path refs;

    @Option(names = "--results", required = true, paramLabel = "RESULTS.json",
            description = "Candidates: COCO results JSON, one [{image_id, caption}] per image.")
    Path results;

    @Option(names = "--metrics", paramLabel = "LIST",
            description = "Comma-separated metrics: Bleu, METEOR, ROUGE_L, CIDEr or all (default: all).")
    String metrics;

    @Option(names = "--per-image", paramLabel = "FILE",
            description = "Also write one JSON row per image (image_id, caption, references, every metric).")
    Path perImage;

    @Mixin
    CommonOptions common;

    /** A command ready for picocli to fill in. */
    public EvalCommand() {
    }

    @Override
    public Integer call() {
        ObjectMapper mapper = new ObjectMapper();
        Set<CaptionMetric> chosen;
        try {
            chosen = CaptionEvaluation.metrics(metrics);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--metrics: " + e.getMessage());
        }
        try {
            CaptionEvaluation.Result r = new CaptionEvaluation().evaluate(refs, results, chosen, Progress.NONE);
            if (perImage != null) {
                writePerImage(mapper, r);
            }
            // The toolkit's metric names at the top level, as before, so scripts read e.g. .CIDEr.
            Map<String, Object> json = new LinkedHashMap<>(r.corpus());
            json.put("images", r.images().size());
            json.put("notes", r.notes());
            common.result(json);
            common.sayf("%d images", r.images().size());
            r.corpus().forEach((k, v) -> common.sayf("%s: %.3f", k, v));
            r.notes().forEach(n -> common.say("note: " + n));
            return 0;
        } catch (EvaluationException | IllegalArgumentException e) {
            throw new WorkFailedException(e.getMessage() == null ? "evaluation failed" : e.getMessage());
        } catch (IOException e) {
            throw new WorkFailedException(perImage + ": cannot write (" + e.getMessage() + ")");
        }
    }

    private void writePerImage(ObjectMapper mapper, CaptionEvaluation.Result r) throws IOException {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (CaptionEvaluation.ImageRow row : r.images()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("image_id", row.imageId());
            m.put("caption", row.candidate());
            m.put("tokenized", row.tokenizedCandidate());
            m.put("references", row.references());
            m.putAll(row.scores());
            rows.add(m);
        }
        Path parent = perImage.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        mapper.writerWithDefaultPrettyPrinter().writeValue(perImage.toFile(), rows);
    }
}
