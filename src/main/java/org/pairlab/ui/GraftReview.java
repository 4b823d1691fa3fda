package org.pairlab.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.pairlab.text.WordDiff;

/**
 * What review shows of a style-grafting (ERG) candidate, read from its recipe's details: the style, the grafted
 * phrase and where it sits in the candidate caption, whether it is a clause of PairLab's phrase bank rather than a
 * retrieved scene's, the scores line, and the retrieved scenes (with the stylized sample each is, when it has an
 * image). No controls: the sample view binds to it.
 *
 * @param style      the target style label
 * @param phrase     the grafted phrase
 * @param span       where the phrase sits in the candidate's caption, when it can be found
 * @param bankClause true when the phrase is a clause of the phrase bank, not a retrieved scene's phrase
 * @param scores     P(style), perplexity, similarity and the filter verdict, one line
 * @param scenes     the stylized scenes the phrase was chosen among, most similar first as stored
 */
public record GraftReview(String style, String phrase, Optional<Span> span, boolean bankClause, String scores,
                          List<Scene> scenes) {
    public GraftReview {
        scenes = List.copyOf(scenes);
    }

    /** Characters {@code [start, end)} of a caption. */
    public record Span(int start, int end) {
        public Span {
            if (start < 0 || end < start) {
                throw new IllegalArgumentException("bad span " + start + ".." + end);
            }
        }
    }

    /**
     * A retrieved stylized scene.
     *
     * @param caption    the stylized caption
     * @param phrase     its style phrase
     * @param similarity similarity to the factual caption or image
     * @param type       the retrieval that found it: t2t, i2t, t2i or i2i
     * @param sampleId   the stylized sample with an image that carries this caption, or null (text-only scene)
     */
    public record Scene(String caption, String phrase, double similarity, String type, Long sampleId) {
        /** The retrieval in words, e.g. {@code "t2i · caption → image"}. */
        public String typeLabel() {
            String words = switch (type == null ? "" : type) {
                case "t2t" -> "caption → caption";
                case "i2t" -> "image → caption";
                case "t2i" -> "caption → image";
                case "i2i" -> "image → image";
                default -> "";
            };
            return words.isEmpty() ? String.valueOf(type) : type + " · " + words;
        }

        /** Similarity and retrieval, e.g. {@code "0.74 · t2t · caption → caption"}. */
        public String header() {
            return String.format(Locale.ROOT, "%.2f · %s", similarity, typeLabel());
        }

        /** This scene with the stylized sample that carries its caption. */
        public Scene withSample(Long id) {
            return new Scene(caption, phrase, similarity, type, id);
        }
    }

    /** A run of the candidate caption: changed against its source (the word diff), inside the grafted phrase, or both. */
    public record Mark(String text, boolean changed, boolean phrase) {
    }

    /** The review of an ERG candidate's details; empty for other methods' details. */
    public static Optional<GraftReview> of(String caption, Map<String, Object> details) {
        if (!(details.get("phrase") instanceof String phrase) || !details.containsKey("style_probability")) {
            return Optional.empty();
        }
        List<Scene> scenes = new ArrayList<>();
        if (details.get("retrieved") instanceof List<?> list) {
            for (Object o : list) {
                if (o instanceof Map<?, ?> m) {
                    scenes.add(new Scene(String.valueOf(m.get("caption")), String.valueOf(m.get("phrase")),
                            number(m.get("similarity")), String.valueOf(m.get("type")), null));
                }
            }
        }
        boolean bank = "bank".equals(details.get("phrase_source")) || "bank".equals(details.get("placement"));
        return Optional.of(new GraftReview(String.valueOf(details.get("style")), phrase,
                phraseSpan(caption, details), bank, SampleViewModel.styleText(details).replaceFirst("^ · ", ""),
                scenes));
    }

    /**
     * Where the grafted phrase sits in {@code caption}: the recorded offsets when they still hold the phrase (case
     * aside), else the phrase's first occurrence; empty when the caption does not contain it (an LLM rewrote
     * freely) or there is no phrase.
     */
    public static Optional<Span> phraseSpan(String caption, Map<String, Object> details) {
        if (caption == null || !(details.get("phrase") instanceof String phrase) || phrase.isBlank()) {
            return Optional.empty();
        }
        if (details.get("phrase_start") instanceof Number s && details.get("phrase_end") instanceof Number e) {
            int start = s.intValue();
            int end = e.intValue();
            if (start >= 0 && end > start && end <= caption.length()
                    && caption.substring(start, end).strip().equalsIgnoreCase(phrase.strip())) {
                return Optional.of(trimmed(caption, start, end));
            }
        }
        int at = caption.toLowerCase(Locale.ROOT).indexOf(phrase.strip().toLowerCase(Locale.ROOT));
        return at < 0 ? Optional.empty() : Optional.of(new Span(at, at + phrase.strip().length()));
    }

    /** The span without leading or trailing spaces, so the highlight covers words only. */
    private static Span trimmed(String caption, int start, int end) {
        while (start < end && Character.isWhitespace(caption.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(caption.charAt(end - 1))) {
            end--;
        }
        return new Span(start, end);
    }

    /**
     * The word diff's segments of the candidate caption, cut where the phrase starts and ends, each run marked as
     * changed and/or phrase. The runs' texts join to the caption again.
     */
    public static List<Mark> marks(List<WordDiff.Segment> segments, Optional<Span> span) {
        List<Mark> out = new ArrayList<>();
        int pos = 0;
        for (WordDiff.Segment s : segments) {
            int from = pos;
            int to = pos + s.text().length();
            List<Integer> cuts = new ArrayList<>(List.of(from));
            span.ifPresent(p -> {
                for (int c : new int[] {p.start(), p.end()}) {
                    if (c > from && c < to) {
                        cuts.add(c);
                    }
                }
            });
            cuts.add(to);
            for (int i = 0; i + 1 < cuts.size(); i++) {
                int a = cuts.get(i);
                int b = cuts.get(i + 1);
                if (b > a) {
                    boolean inPhrase = span.isPresent() && a >= span.get().start() && b <= span.get().end();
                    out.add(new Mark(s.text().substring(a - from, b - from), s.changed(), inPhrase));
                }
            }
            pos = to;
        }
        return out;
    }

    /** The text of the runs inside the phrase, joined (what the highlight covers). */
    public static String highlighted(List<Mark> marks) {
        StringBuilder b = new StringBuilder();
        for (Mark m : marks) {
            if (m.phrase()) {
                b.append(m.text());
            }
        }
        return b.toString();
    }

    /** This review with each scene's stylized sample, looked up by caption ({@code null}: no sample with an image). */
    public GraftReview withSceneSamples(Function<String, Long> sampleOfCaption) {
        List<Scene> out = new ArrayList<>();
        for (Scene s : scenes) {
            out.add(s.withSample(sampleOfCaption.apply(s.caption().strip())));
        }
        return new GraftReview(style, phrase, span, bankClause, scores, out);
    }

    /** True when {@code scene}'s phrase is the one grafted (never for a bank clause, which no scene gave). */
    public boolean gaveThePhrase(Scene scene) {
        return !bankClause && scene.phrase() != null && scene.phrase().strip().equalsIgnoreCase(phrase.strip());
    }

    /** Where the phrase came from, for its tag: "bank clause" or "from a retrieved scene". */
    public String origin() {
        return bankClause ? "bank clause" : "from a retrieved scene";
    }

    private static double number(Object o) {
        return o instanceof Number n ? n.doubleValue() : Double.NaN;
    }
}
