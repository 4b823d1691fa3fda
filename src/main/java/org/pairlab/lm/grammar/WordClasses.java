package org.pairlab.lm.grammar;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.languagetool.Languages;
import org.languagetool.tagging.Tagger;

/**
 * Every Penn tag a word can have, out of context, from LanguageTool's English dictionary (english-pos-dict):
 * "sits" is NNS or VBZ, "bananas" NNS, "luggage" NN:U (uncountable). Safe from several threads (LanguageTool shares
 * one tagger between its own checking threads).
 */
final class WordClasses {
    private final Tagger tagger = Languages.getLanguageForShortCode("en-US").getTagger();

    /** One dictionary reading of a word: a Penn tag and the lemma it has under that tag. */
    record Reading(String tag, String lemma) {
    }

    /** The readings {@code word} has; empty for words the dictionary does not know. */
    List<Reading> readings(String word) {
        try {
            return tagger.tag(List.of(word)).get(0).getReadings().stream().filter(r -> r.getPOSTag() != null)
                    .map(r -> new Reading(r.getPOSTag(), r.getLemma())).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("LanguageTool's English tagger failed on '" + word + "'", e);
        }
    }

    /** The tags {@code word} can have; empty for words the dictionary does not know. */
    Set<String> tags(String word) {
        return readings(word).stream().map(Reading::tag).collect(Collectors.toSet());
    }
}
