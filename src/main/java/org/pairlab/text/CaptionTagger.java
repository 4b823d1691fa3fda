package org.pairlab.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import opennlp.tools.util.Span;

/**
 * Tokens, Universal Dependencies POS tags and lemmas for English captions, with Apache OpenNLP's
 * UD-EWT models (the {@code opennlp-models-*-en} 1.3.0 jars on the class path; nothing is downloaded).
 *
 * <p>Loading the three models takes about a second, so create one tagger and share it: it is safe to
 * use from several threads (each thread gets its own OpenNLP tools over the shared, immutable models).
 */
public final class CaptionTagger {
    private final ThreadLocal<OpenNlpEnglishModels.Tools> tools;

    private CaptionTagger(OpenNlpEnglishModels models) {
        this.tools = models.perThreadTools();
    }

    /** Loads the English models from the class path. */
    public static CaptionTagger english() {
        return new CaptionTagger(OpenNlpEnglishModels.load());
    }

    /** Tags one caption. */
    public TaggedCaption tag(String caption) {
        return tag(caption, true);
    }

    /**
     * Tags one caption; without {@code lemmas} the lemmatizer (as slow as the tagger) is skipped and each token's
     * lemma is its lower-cased text (so {@link TaggedToken#isPlural()} is false), for callers that only need words and POS tags.
     */
    public TaggedCaption tag(String caption, boolean lemmas) {
        OpenNlpEnglishModels.Tools t = tools.get();
        Span[] spans = t.tokenizer().tokenizePos(caption);
        String[] words = Span.spansToStrings(spans, caption);
        String[] tags = t.tagger().tag(words);
        return lemmas ? build(caption, spans, words, tags, t.lemmatizer().lemmatize(words, tags))
                : build(caption, spans, words, tags, new String[words.length]);
    }

    private static TaggedCaption build(String caption, Span[] spans, String[] words, String[] tags, String[] lemmas) {
        List<TaggedToken> out = new ArrayList<>(words.length);
        for (int i = 0; i < words.length; i++) {
            String lemma = lemmas[i];
            // The lemmatizer answers "O" for words it has no rule for; the lower-cased word is the lemma then.
            if (lemma == null || lemma.isEmpty() || "O".equals(lemma)) {
                lemma = words[i].toLowerCase(Locale.ROOT);
            }
            out.add(new TaggedToken(words[i], tags[i], lemma, spans[i].getStart(), spans[i].getEnd()));
        }
        return new TaggedCaption(caption, out);
    }
}
