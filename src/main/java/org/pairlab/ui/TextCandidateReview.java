package org.pairlab.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongFunction;
import org.pairlab.augment.toca.TocaProject;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.CaptionQuality;

/**
 * What the sample view shows for a candidate without an image (a ToCa synthesis, or a rewrite of a text-only
 * sample's caption) in place of the image panes: its caption, the completer or method that wrote it, its scores and
 * the corpus captions it was built from. A synthesized caption is not a rewrite of the sample it is stored under (that
 * sample only lent it a structure template), so it is shown plainly, with no word diff against that sample's caption.
 *
 * @param captions  the candidate's captions
 * @param badge     who wrote it: the completer a ToCa caption records ("phrase", "swap", ...), else the method
 * @param badgeStyle the badge's style class ({@link CompleterFilter#badgeStyle}), {@code method-badge} for methods
 * @param scores    one line: alignment score, fluency and grammar errors added, or "not scored yet"
 * @param words     the lexical words drawn for a synthesized caption (empty for rewrites)
 * @param template  the structure template a synthesized caption was drawn with, and where it was first seen; null
 *                  for rewrites
 * @param builtFrom the corpus captions it was built from, as its recipe records them (empty when it records none)
 * @param rewrite   true when the caption rewrites its source sample's caption, so the word diff against it is shown
 */
public record TextCandidateReview(List<String> captions, String badge, String badgeStyle, String scores,
                                  List<String> words, TemplateSource template, List<SourceCaption> builtFrom,
                                  boolean rewrite) {
    /** Recipe detail listing the ids of the corpus samples a caption was built from ({@link TocaProject#BUILT_FROM}). */
    public static final String BUILT_FROM = TocaProject.BUILT_FROM;

    /** A corpus caption a candidate was built from, with the sample that holds it. */
    public record SourceCaption(long sampleId, String caption) {
    }

    /** A synthesized caption's structure template and the corpus caption it was first seen in (null when unknown). */
    public record TemplateSource(String template, SourceCaption seenIn) {
    }

    public TextCandidateReview {
        captions = List.copyOf(captions);
        words = List.copyOf(words);
        builtFrom = List.copyOf(builtFrom);
    }

    /**
     * The review of text-only candidate {@code k}; {@code captionsOf} gives a sample's captions (for the corpus
     * captions its recipe names).
     */
    public static TextCandidateReview of(Candidate k, CaptionQuality quality, LongFunction<List<Caption>> captionsOf) {
        Map<String, Object> d = k.recipe().details();
        boolean synthesized = synthesized(k);
        String completer = d.get("completer") instanceof String c && !c.isBlank() ? c : null;
        String badge = completer != null ? completer : k.recipe().method();
        String style = completer != null ? CompleterFilter.badgeStyle(completer) : "method-badge";
        List<String> words = new ArrayList<>();
        if (synthesized && d.get("words") instanceof List<?> w) {
            w.forEach(x -> words.add(String.valueOf(x)));
        }
        TemplateSource template = null;
        if (synthesized && d.get("template") instanceof String t) {
            SourceCaption seen = k.recipe().sourceSampleIds().isEmpty() ? null
                    : first(k.recipe().sourceSampleIds().get(0), captionsOf).orElse(null);
            template = new TemplateSource(t, seen);
        }
        List<SourceCaption> builtFrom = new ArrayList<>();
        if (d.get(BUILT_FROM) instanceof List<?> ids) {
            for (Object id : ids) {
                if (id instanceof Number n) {
                    first(n.longValue(), captionsOf).ifPresent(builtFrom::add);
                }
            }
        }
        return new TextCandidateReview(k.captions(), badge, style, scoresText(k.score(), quality), words, template,
                builtFrom, !synthesized);
    }

    /**
     * True when {@code k} was synthesized rather than rewritten from its sample's caption: ToCa's captions are stored
     * under the corpus sample whose caption gave their structure template, which they do not rewrite.
     */
    public static boolean synthesized(Candidate k) {
        return TocaProject.METHOD.equals(k.recipe().method());
    }

    /** "score 0.412 · fluency -0.35 · grammar no errors added", the parts known; "not scored yet" when none is. */
    public static String scoresText(Double score, CaptionQuality quality) {
        List<String> parts = new ArrayList<>();
        if (score != null) {
            parts.add(String.format(Locale.ROOT, "score %.3f", score));
        }
        String q = SampleViewModel.qualityText(quality);
        if (!q.isEmpty()) {
            parts.add(q.substring(" · ".length()));
        }
        return parts.isEmpty() ? "not scored yet (Captions > Score captions)" : String.join(" · ", parts);
    }

    private static Optional<SourceCaption> first(long sampleId, LongFunction<List<Caption>> captionsOf) {
        List<Caption> cs = captionsOf.apply(sampleId);
        return cs == null || cs.isEmpty() ? Optional.empty() : Optional.of(new SourceCaption(sampleId, cs.get(0).text()));
    }
}
