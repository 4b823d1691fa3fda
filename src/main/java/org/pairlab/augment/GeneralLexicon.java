package org.pairlab.augment;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.pairlab.project.LexiconEntry;
import org.pairlab.project.LexiconSource;
import org.pairlab.project.Project;

/**
 * The second built-in antonym lexicon, for captions of everyday scenes (issue 14 point 4): adjectives of state, size,
 * age, light and weather that COCO captions use for objects, each with its direct WordNet antonym ("open" -> "closed",
 * "empty" -> "full"). Adjectives only: a verb or noun with the same spelling ("open the door", "a traffic light") is
 * never touched. Seed 003's face lexicon (Table 3) stays the default; this one is chosen by name ("general"), and
 * the user edits both, or adds WordNet suggestions, in the lexicon editor.
 */
public final class GeneralLexicon {
    /** The name the lexicon is stored under in a project. */
    public static final String NAME = "general";

    private static final String[][] ENTRIES = {
        {"open", "closed"}, {"closed", "open"},
        {"empty", "full"}, {"full", "empty"},
        {"wet", "dry"}, {"dry", "wet"},
        {"clean", "dirty"}, {"dirty", "clean"},
        {"old", "new"}, {"new", "old"},
        {"large", "small"}, {"small", "large"},
        {"big", "small"}, {"little", "big"},
        {"tall", "short"}, {"short", "tall"},
        {"long", "short"},
        {"hot", "cold"}, {"cold", "hot"},
        {"light", "heavy"}, {"heavy", "light"},
        {"dark", "light"}, {"bright", "dark"},
        {"wide", "narrow"}, {"narrow", "wide"},
        {"thick", "thin"}, {"thin", "thick"},
        {"high", "low"}, {"low", "high"},
        {"crowded", "empty"}, {"busy", "quiet"}, {"quiet", "noisy"},
        {"messy", "tidy"}, {"tidy", "messy"},
        {"sunny", "cloudy"}, {"cloudy", "clear"},
        {"fresh", "stale"}, {"ripe", "unripe"},
        {"young", "old"}, {"happy", "sad"}, {"sad", "happy"},
        {"asleep", "awake"}, {"awake", "asleep"},
        {"lit", "unlit"}, {"full-size", "miniature"},
        {"modern", "old-fashioned"}, {"straight", "curved"},
        {"smooth", "rough"}, {"calm", "rough"}, {"shallow", "deep"}, {"deep", "shallow"},
    };

    private GeneralLexicon() {
    }

    /** The entries, all ADJ, source builtin. */
    public static List<LexiconEntry> entries() {
        return Arrays.stream(ENTRIES).map(r -> LexiconEntry.of(NAME, r[0], "ADJ", r[1], LexiconSource.BUILTIN)).toList();
    }

    /** The built-in lexicon of that name (face, general), if it is one. */
    public static Optional<List<LexiconEntry>> builtIn(String name) {
        if (FaceLexicon.NAME.equals(name)) {
            return Optional.of(FaceLexicon.entries());
        }
        return NAME.equals(name) ? Optional.of(entries()) : Optional.empty();
    }

    /** Stores both built-in lexicons in the project where missing (face first, then general). */
    public static void seedBuiltIns(Project project) {
        project.lexicons().seedIfAbsent(FaceLexicon.NAME, FaceLexicon.entries());
        project.lexicons().seedIfAbsent(NAME, entries());
    }
}
