package org.pairlab.augment;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.pairlab.project.LexiconEntry;
import org.pairlab.project.LexiconSource;
import org.pairlab.project.Project;
import org.pairlab.text.WordNetLookup;
import org.pairlab.text.WordNetLookup.AntonymSuggestion;

/**
 * Lexicon editing for the UI and CLI: the project's lexicons (the built-in face lexicon seeded on first use), WordNet
 * antonym suggestions that the user accepts one at a time, and import/export. WordNet is never applied blindly.
 */
public final class LexiconService {
    private final Project project;
    private final WordNetLookup wordNet;

    public LexiconService(Project project, WordNetLookup wordNet) {
        this.project = project;
        this.wordNet = wordNet;
    }

    /** The project's lexicons, the built-in ones (face, general) stored first if absent. */
    public List<String> names() {
        GeneralLexicon.seedBuiltIns(project);
        return project.lexicons().names();
    }

    public List<LexiconEntry> entries(String lexicon) {
        return project.lexicons().entries(lexicon);
    }

    /** Adds (or replaces the same word and POS) a user entry; checks the POS tag. */
    public long add(String lexicon, String word, String pos, String replacement) {
        return project.lexicons().put(LexiconEntry.of(lexicon, word, checkedPos(pos), replacement, LexiconSource.USER));
    }

    /** Stores an edited entry; it becomes the user's. */
    public void update(LexiconEntry edited) {
        project.lexicons().update(new LexiconEntry(edited.id(), edited.lexicon(), edited.word(), checkedPos(edited.pos()),
                edited.replacement(), LexiconSource.USER));
    }

    public void delete(long id) {
        project.lexicons().delete(id);
    }

    /** WordNet antonyms of a word (any POS when {@code pos} is blank), without those the lexicon already has. */
    public List<AntonymSuggestion> suggestions(String lexicon, String word, String pos) {
        if (word == null || word.isBlank()) {
            return List.of();
        }
        List<LexiconEntry> have = entries(lexicon);
        return wordNet.antonyms(word.strip(), pos == null || pos.isBlank() ? null : pos).stream()
                .filter(s -> have.stream().noneMatch(e -> e.word().equalsIgnoreCase(word.strip())
                        && e.pos().equals(s.pos()) && e.replacement().equalsIgnoreCase(s.antonym())))
                .toList();
    }

    /** Accepts one suggestion for {@code word} as an entry (source wordnet); returns its id. */
    public long accept(String lexicon, String word, AntonymSuggestion suggestion) {
        return project.lexicons().put(LexiconEntry.of(lexicon, word.strip(), suggestion.pos(), suggestion.antonym(),
                LexiconSource.WORDNET));
    }

    /** Imports a lexicon file as {@code name} (or the name the file gives); returns the name stored. */
    public String importFile(Path file, String name) throws IOException {
        LexiconFiles.Loaded loaded = LexiconFiles.read(file, name);
        project.lexicons().replace(loaded.name(), loaded.entries());
        return loaded.name();
    }

    /** Exports a lexicon as JSON, or TSV for .tsv/.txt. */
    public void exportFile(String lexicon, Path file) throws IOException {
        LexiconFiles.write(file, lexicon, entries(lexicon));
    }

    private static String checkedPos(String pos) {
        String p = pos == null ? "" : pos.strip().toUpperCase(Locale.ROOT);
        if (!LexiconFiles.UD_TAGS.contains(p)) {
            throw new IllegalArgumentException("Part of speech '" + pos + "' is not a UD tag; use one of "
                    + LexiconFiles.UD_TAGS.stream().sorted().toList());
        }
        return p;
    }
}
