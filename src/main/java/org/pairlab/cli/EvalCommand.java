package org.pairlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.pairlab.metrics.CaptionEvaluation;
import org.pairlab.metrics.CaptionMetric;
import org.pairlab.metrics.EvaluationException;
import org.pairlab.metrics.Progress;
import picocli.CommandLine.Command;
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

    @Option(names = "--json", description = "Print one JSON object keyed by the toolkit's metric names.")
    boolean json;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    /** A command ready for picocli to fill in. */
    public EvalCommand() {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ObjectMapper mapper = new ObjectMapper();
        try {
            Set<CaptionMetric> chosen = CaptionEvaluation.metrics(metrics);
            CaptionEvaluation.Result r = new CaptionEvaluation().evaluate(refs, results, chosen, Progress.NONE);
            if (perImage != null) {
                writePerImage(mapper, r);
            }
            if (json) {
                out.println(mapper.writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(r.corpus()));
            } else {
                out.printf("%d images%n", r.images().size());
                r.corpus().forEach((k, v) -> out.printf("%s: %.3f%n", k, v));
                r.notes().forEach(n -> out.println("note: " + n));
            }
            out.flush();
            return 0;
        } catch (EvaluationException | IllegalArgumentException e) {
            return fail(err, e.getMessage());
        } catch (IOException e) {
            return fail(err, perImage + ": cannot write (" + e.getMessage() + ")");
        } catch (CancellationException e) {
            return fail(err, "evaluation cancelled");
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

    /** One line on stderr, exit code 1, as the rest of the pairlab command line does it. */
    private static int fail(PrintWriter err, String message) {
        err.println("error: " + (message == null ? "evaluation failed" : message.replace('\n', ' ')));
        err.flush();
        return 1;
    }
}
