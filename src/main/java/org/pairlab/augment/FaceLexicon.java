package org.pairlab.augment;

import java.util.List;
import org.pairlab.project.LexiconEntry;
import org.pairlab.project.LexiconSource;

/**
 * The 28-entry face-description lexicon of seed 003 ("Augmenting Language", Table 3), exactly as printed: each verb,
 * adjective and adverb of the original descriptions with its antonym (or negated verb).
 */
public final class FaceLexicon {
    /** The name the built-in lexicon is stored under in a project. */
    public static final String NAME = "face";

    private static final String[][] TABLE_3 = {
        {"arched", "ADJ", "straight"},
        {"attractive", "ADJ", "unattractive"},
        {"bald", "ADJ", "hairy"},
        {"big", "ADJ", "small"},
        {"black", "ADJ", "white"},
        {"blond", "ADJ", "dark"},
        {"bushy", "ADJ", "thin"},
        {"chubby", "ADJ", "skinny"},
        {"double", "ADJ", "single"},
        {"grey", "ADJ", "colourful"},
        {"has", "VERB", "doesn't have"},
        {"heavy", "ADJ", "light"},
        {"high", "ADJ", "low"},
        {"is", "AUX", "isn't"},
        {"narrow", "ADJ", "wide"},
        {"no", "DET", "any"},
        {"open", "ADJ", "closed"},
        {"oval", "ADJ", "square"},
        {"pale", "ADJ", "glowing"},
        {"pointy", "ADJ", "blunt"},
        {"receding", "VERB", "widow's peak"},
        {"rosy", "ADJ", "pale"},
        {"slightly", "ADV", "completely"},
        {"smiling", "VERB", "frowning"},
        {"straight", "ADJ", "wavy"},
        {"wavy", "ADJ", "straight"},
        {"wears", "VERB", "doesn't wear"},
        {"young", "ADJ", "old"},
    };

    private FaceLexicon() {
    }

    /** The 28 entries, source builtin. */
    public static List<LexiconEntry> entries() {
        return java.util.Arrays.stream(TABLE_3)
                .map(r -> LexiconEntry.of(NAME, r[0], r[1], r[2], LexiconSource.BUILTIN)).toList();
    }
}
