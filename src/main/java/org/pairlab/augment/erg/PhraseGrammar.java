package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import org.pairlab.lm.grammar.GrammarChecker;
import org.pairlab.lm.grammar.GrammarIssue;

/**
 * Checks each style phrase once, when the model is built, in its own caption: a LanguageTool or PairLab issue (spelling
 * on) that touches the phrase's span makes it unusable, so FlickrStyle typos ("trying to rides a horse") are not
 * grafted. Phrases holding a tokenized contraction ("who 's", "do n't") or a comma (two clauses glued together) are
 * refused without LanguageTool. Verdicts are kept in the cache folder: LanguageTool takes a minute or two for a
 * corpus on two cores, once.
 */
final class PhraseGrammar {
    /** Bump when the checks change, so cached verdicts are made again. */
    private static final String VERSION = "phrase-grammar-v1";
    /** LanguageTool rules that misfire on FlickrStyle's lower-case, tokenized captions. */
    private static final Set<String> IGNORED = Set.of("UPPERCASE_SENTENCE_START", "COMMA_PARENTHESIS_WHITESPACE",
            "WHITESPACE_RULE", "PUNCTUATION_PARAGRAPH_END", "EN_QUOTES", "SENTENCE_WHITESPACE", "DOUBLE_PUNCTUATION");
    private final GrammarChecker checker;
    private final VectorFileCache cache;

    /** Checks with {@code checker} (spelling on), keeping verdicts in {@code cache}. */
    PhraseGrammar(GrammarChecker checker, VectorFileCache cache) {
        this.checker = checker;
        this.cache = cache;
    }

    /** The problem of each phrase ("" when clean), in order. */
    List<String> problems(List<StylePhrase> phrases, Consumer<String> progress) {
        List<String> keys = new ArrayList<>(phrases.size());
        for (StylePhrase p : phrases) {
            keys.add(p.caption() + "\t" + p.start() + "\t" + p.end());
        }
        return cache.lines(VERSION, keys, k -> {
            progress.accept("checking the grammar of " + phrases.size() + " style phrases (once per corpus)");
            return phrases.parallelStream().map(this::problem).toList();
        });
    }

    /** Why {@code phrase} should not be grafted; "" when nothing is wrong. */
    String problem(StylePhrase phrase) {
        String p = phrase.phrase();
        if (p.matches(".*(^| )('s|n't|'re|'m|'ll|'ve|'d)( |$).*")) {
            return "tokenized contraction";
        }
        if (p.contains(",") || p.contains(";") || p.contains(" .") || p.endsWith(".")) {
            return "punctuation inside";
        }
        String caption = phrase.caption();
        for (GrammarIssue issue : checker.check(caption)) {
            if (IGNORED.contains(issue.rule())) {
                continue;
            }
            if (issue.start() < phrase.end() && phrase.start() < issue.end()) {
                return issue.rule() + ": " + issue.covered(caption).toLowerCase(Locale.ROOT);
            }
        }
        return "";
    }
}
