package org.pairlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pairlab candidates FILE [--method M] [--status pending] [--json]}: the candidates with their captions, the
 * source sample's captions and their scores, to read them without accepting and exporting (issue 14 point 9).
 */
@Command(mixinStandardHelpOptions = true, name = "candidates", description = "List candidates with their captions, the source captions and scores.")
final class CandidatesCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Option(names = "--method", paramLabel = "M", description = "Only candidates made by this method (e.g. cutswap).")
    String method;

    @Option(names = "--status", paramLabel = "S", description = "Only candidates in this review state: pending, accepted or rejected.")
    String status;

    @Mixin
    CommonOptions common;

    @Override
    public Integer call() throws Exception {
        ReviewStatus wanted = parseStatus(status);
        try (Project p = project.open()) {
            List<Map<String, Object>> out = new ArrayList<>();
            for (Candidate k : p.candidates().find(wanted, method)) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("id", k.id());
                m.put("sample_id", k.sampleId());
                m.put("method", k.recipe().method());
                Object captionMethod = k.recipe().params().get("caption_method");
                if (captionMethod != null) {
                    m.put("caption_method", captionMethod);
                }
                m.put("status", k.status() == null ? null : k.status().db());
                m.put("score", k.score());
                m.put("captions", k.captions());
                m.put("source_captions", p.samples().captions(k.sampleId()).stream().map(Caption::text).toList());
                var quality = p.candidates().quality(k.id()).orElse(null);
                m.put("fluency", quality == null ? null : quality.fluency());
                m.put("grammar_errors", quality == null ? null : quality.grammarErrors());
                m.put("grammar_added", quality == null ? null : quality.grammarAdded());
                if (quality != null && !quality.captions().isEmpty()) {
                    m.put("grammar_issues", quality.captions().stream().flatMap(c -> c.issues().stream()).toList());
                }
                out.add(m);
            }
            common.result(Map.of("candidates", out));
            if (!common.json() && !common.quiet()) {
                for (Map<String, Object> m : out) {
                    System.out.printf("#%s  %s%s  %s  score %s  fluency %s  grammar %s  (sample %s)%n", m.get("id"),
                            m.get("method"), m.containsKey("caption_method") ? "+" + m.get("caption_method") : "",
                            m.get("status"),
                            m.get("score") == null ? "-" : String.format(Locale.ROOT, "%.3f", (Double) m.get("score")),
                            m.get("fluency") == null ? "-" : String.format(Locale.ROOT, "%+.2f", (Double) m.get("fluency")),
                            m.get("grammar_added") == null ? "-" : "+" + m.get("grammar_added"), m.get("sample_id"));
                    List<?> caps = (List<?>) m.get("captions");
                    List<?> src = (List<?>) m.get("source_captions");
                    for (int i = 0; i < caps.size(); i++) {
                        Object was = i < src.size() ? src.get(i) : null;
                        System.out.println("    " + caps.get(i) + (was != null && !was.equals(caps.get(i)) ? "\n      was: " + was : ""));
                    }
                }
                System.out.println(out.size() + " candidate" + (out.size() == 1 ? "" : "s"));
            }
        }
        return 0;
    }

    private static ReviewStatus parseStatus(String s) {
        if (s == null) {
            return null;
        }
        try {
            return ReviewStatus.fromDb(s.strip());
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.TypeConversionException("--status: expected pending, accepted or rejected, got '" + s + "'");
        }
    }
}
