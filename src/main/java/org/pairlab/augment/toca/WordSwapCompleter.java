package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pairlab.augment.toca.CaptionDeconstructor.TokenPart;
import org.pairlab.augment.toca.PhraseRecombiner.Pool;
import org.pairlab.augment.toca.PhraseRecombiner.Recombination;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.complete.PosClass;

/**
 * The embedded completion's fallback once the phrase recombinations run out: a recombination or clean corpus caption
 * that holds every drawn word but one, with one of its other words swapped for the missing one where the corpus
 * wrote that word in the same frame. A noun takes the place of a noun of the same number after the same verb or
 * preposition ("on a beach" -> "on a wave", seen "on a wave"), or, as a subject, one seen as the subject of the same
 * verb (or both plain people); an adjective one the corpus put before the same noun; a verb one of the same form the
 * corpus followed by the same word and wrote with the same object noun. Everything else stays as the corpus wrote it,
 * so the grammar is the base's; the sampler's pairs (eq. 12) already made the swapped-in word co-occur with the other
 * drawn words. Proposals are ranked like {@link PhraseCompleter}'s (closeness to the drawn template, then fluency).
 * Deterministic.
 */
public final class WordSwapCompleter implements PromptByPromptCompleter {
    private final List<Recombination> bases;
    private final Map<LexicalWord, int[]> holding = new HashMap<>();
    private final int[] all;
    /** One corpus token per lexical word, to write it with. */
    private final Map<LexicalWord, TokenPart> exemplars = new HashMap<>();
    /** "frame|word" seen in the corpus (see {@link #frame}). */
    private final Set<String> seen = new HashSet<>();
    /** The corpus's nouns, in a stable order (candidates of a same-kind swap). */
    private final List<LexicalWord> nouns = new ArrayList<>();
    /** Nouns the corpus wrote after "a" or "an" (adjectives between allowed). */
    private final Set<String> countable = new HashSet<>();
    /** The lexical words the corpus wrote in each frame, in a stable order. */
    private final Map<String, List<LexicalWord>> inFrame = new HashMap<>();
    private final LexicalPairs pairs;
    private final boolean loose;
    private final java.util.function.Function<String, String> kindOf;
    /** Kinds whose members may stand for each other in a caption's frame ("a cat" / "a dog" sitting beside a laptop). */
    static final Set<String> KINDS = Set.of("noun.animal", "noun.food");
    private final LanguageModel lm;
    private final int alternatives;
    /** Roles the corpus's own captions give their words (see {@link #roles}): the loose stage's evidence. */
    private final Set<String> corpusRoles = new HashSet<>();
    /** Animal lemmas and the other animals the corpus wrote in one caption with them ("a dog and cat lying ..."). */
    private final Map<String, Set<String>> companions = new HashMap<>();

    /** A fallback over {@code pool}'s originals and recombinations, with the corpus's {@code pairs}, ranked by {@code lm}. */
    public WordSwapCompleter(Pool pool, LexicalPairs pairs, LanguageModel lm, int alternatives) {
        this(pool, pairs, lm, alternatives, noun -> "");
    }

    /**
     * As above, with {@code kindOf} giving a noun lemma's coarse kind (WordNet's lexicographer file, "" when unknown):
     * two animals or two foods may also take each other's place (see {@link #KINDS}).
     */
    public WordSwapCompleter(Pool pool, LexicalPairs pairs, LanguageModel lm, int alternatives,
            java.util.function.Function<String, String> kindOf) {
        this(pool, pairs, lm, alternatives, kindOf, false);
    }

    /**
     * As above; {@code loose}: the swapped-in word need not have shared a caption with the words around it (only the
     * frame, number, article and subject rules hold), for a second, marked stage ("loose-swap") when the strict
     * swaps run out.
     */
    public WordSwapCompleter(Pool pool, LexicalPairs pairs, LanguageModel lm, int alternatives,
            java.util.function.Function<String, String> kindOf, boolean loose) {
        this.loose = loose;
        Map<String, String> kinds = new HashMap<>();
        this.kindOf = noun -> kinds.computeIfAbsent(noun, kindOf);
        if (alternatives < 1) {
            throw new IllegalArgumentException("alternatives must be at least 1, got " + alternatives);
        }
        List<Recombination> b = new ArrayList<>(pool.originals());
        b.addAll(pool.recombinations());
        this.bases = List.copyOf(b);
        this.pairs = pairs;
        this.lm = lm;
        this.alternatives = alternatives;
        Map<LexicalWord, List<Integer>> index = new HashMap<>();
        for (int i = 0; i < bases.size(); i++) {
            for (LexicalWord w : new HashSet<>(bases.get(i).words())) {
                index.computeIfAbsent(w, k -> new ArrayList<>()).add(i);
            }
        }
        index.forEach((w, ids) -> holding.put(w, ids.stream().mapToInt(Integer::intValue).toArray()));
        this.all = java.util.stream.IntStream.range(0, bases.size()).toArray();
        for (Recombination o : pool.originals()) {
            List<TokenPart> t = o.tokens();
            for (int i = 0; i < t.size(); i++) {
                if (t.get(i).token().isNoun()) {
                    int a = i - 1;
                    while (a >= 0 && t.get(a).token().isAdjective()) {
                        a--;
                    }
                    if (a >= 0 && (t.get(a).word().equals("a") || t.get(a).word().equals("an"))) {
                        countable.add(t.get(i).word());
                    }
                }
                if (t.get(i).lexical() != null) {
                    if (exemplars.putIfAbsent(t.get(i).lexical(), t.get(i)) == null
                            && t.get(i).lexical().wordClass() == PosClass.N) {
                        nouns.add(t.get(i).lexical());
                    }
                    String f = frame(t, i);
                    if (f != null && seen.add(f + "|" + t.get(i).word())) {
                        inFrame.computeIfAbsent(f, k -> new ArrayList<>()).add(t.get(i).lexical());
                    }
                }
            }
            for (String role : roles(t)) {
                corpusRoles.add(role);
                corpusRoles.add(sister(role));
            }
            List<String> animals = t.stream().filter(p -> p.token().isNoun() && nounKind(p).equals("noun.animal"))
                    .flatMap(p -> java.util.stream.Stream.of(p.token().lemma().toLowerCase(java.util.Locale.ROOT),
                            p.word().toLowerCase(java.util.Locale.ROOT)))
                    .distinct().toList(); // lemma and word form: subject roles name the lemma, noun roles the word
            for (String a : animals) {
                for (String other : animals) {
                    if (!a.equals(other)) {
                        companions.computeIfAbsent(a, k -> new HashSet<>()).add(other);
                    }
                }
            }
        }
    }

    @Override
    public String label() {
        return loose ? "loose-swap" : "swap";
    }

    @Override
    public String describe() {
        return (loose ? "loose " : "") + "one-word swap in " + bases.size() + " corpus captions and recombinations, ranked by " + lm.describe();
    }


    /**
     * The best one-word swaps holding every drawn word of {@code prompt}, best first: in a base lacking one drawn
     * word, that word swapped in; in a base holding them all, one of its other words swapped for a word the corpus
     * wrote in the same frame.
     */
    public List<String> completeOne(SampledPrompt prompt) {
        List<LexicalWord> words = prompt.words();
        Map<String, double[]> found = new HashMap<>();
        List<String> drawn = prompt.template().items();
        int[] holdingAll = holdingAll(words, null);
        for (int id : holdingAll == null ? new int[0] : holdingAll) {
            List<TokenPart> tokens = bases.get(id).tokens();
            for (int i = 0; i < tokens.size(); i++) {
                TokenPart t = tokens.get(i);
                if (t.lexical() == null || words.contains(t.lexical())) {
                    continue;
                }
                String f = frame(tokens, i);
                java.util.Collection<LexicalWord> options = f == null ? List.of() : inFrame.getOrDefault(f, List.of());
                if (t.lexical().wordClass() == PosClass.N) {
                    options = new java.util.LinkedHashSet<>(options);
                    options.addAll(nouns);
                }
                for (LexicalWord w : options) {
                    TokenPart exemplar = exemplars.get(w);
                    if (!bases.get(id).words().contains(w) && swappable(tokens, i, exemplar)) {
                        propose(tokens, i, exemplar, words, drawn, found);
                    }
                }
            }
        }
        for (LexicalWord missing : words) {
            TokenPart exemplar = exemplars.get(missing);
            int[] ids = exemplar == null ? null : holdingAll(words, missing);
            for (int id : ids == null ? new int[0] : ids) {
                List<TokenPart> tokens = bases.get(id).tokens();
                if (bases.get(id).words().contains(missing)) {
                    continue; // it holds every word: done above
                }
                for (int i = 0; i < tokens.size(); i++) {
                    TokenPart t = tokens.get(i);
                    if (t.lexical() != null && !words.contains(t.lexical()) && swappable(tokens, i, exemplar)) {
                        propose(tokens, i, exemplar, words, drawn, found);
                    }
                }
            }
        }
        List<Map.Entry<String, double[]>> ranked = new ArrayList<>(found.entrySet());
        ranked.sort(Comparator.<Map.Entry<String, double[]>>comparingDouble(e -> e.getValue()[0])
                .thenComparingDouble(e -> e.getValue()[1]).thenComparing(Map.Entry::getKey));
        return ranked.stream().limit(alternatives).map(Map.Entry::getKey).toList();
    }

    /** The bases holding every word of {@code words} but {@code except} (null: all); null when a word is in none. */
    private int[] holdingAll(List<LexicalWord> words, LexicalWord except) {
        int[] ids = all;
        for (LexicalWord w : words) {
            if (!w.equals(except)) {
                int[] h = holding.get(w);
                if (h == null) {
                    return null;
                }
                ids = PhraseCompleter.intersect(ids, h);
            }
        }
        return ids;
    }

    private void propose(List<TokenPart> tokens, int i, TokenPart exemplar, List<LexicalWord> words, List<String> drawn,
            Map<String, double[]> found) {
        List<TokenPart> v = new ArrayList<>(tokens);
        v.set(i, exemplar);
        if (loose && !faithful(tokens, v)) {
            return;
        }
        Recombination r = PhraseRecombiner.build(v, -1, -1);
        if (!found.containsKey(r.text())) {
            double cost = PhraseCompleter.editDistance(drawn, r.template().items())
                    + 0.5 * (r.words().size() - words.size()) + (PhraseCompleter.inOrder(words, r.words()) ? 0 : 2);
            found.put(r.text(), new double[] {cost, -lm.scoreCaption(r.text()).perTokenLogProb()});
        }
    }

    /** Whether the word of {@code exemplar} may take the place of {@code tokens.get(i)} (see the class comment). */
    private boolean swappable(List<TokenPart> tokens, int i, TokenPart exemplar) {
        TokenPart t = tokens.get(i);
        PosClass c = t.lexical().wordClass();
        if (c != exemplar.lexical().wordClass() || c == PosClass.R) {
            return false;
        }
        boolean sameKind = false;
        if (c == PosClass.N) {
            if (plural(t) != plural(exemplar) || i == 0) {
                return false; // "a girl" for "people", or a bare noun opening the caption ("People walking")
            }
            boolean subject = frame(tokens, i) != null && frame(tokens, i).startsWith("^");
            // Not "a couple of buckets" -> "a man of buckets": "of" after the noun makes it a quantity.
            boolean people = PhraseRecombiner.PLAIN_PEOPLE.contains(t.word())
                    && PhraseRecombiner.PLAIN_PEOPLE.contains(exemplar.word())
                    && !(i + 1 < tokens.size() && tokens.get(i + 1).word().equals("of"));
            String kind = kindOf.apply(t.token().lemma().toLowerCase(java.util.Locale.ROOT));
            sameKind = KINDS.contains(kind) && kind.equals(kindOf.apply(exemplar.token().lemma().toLowerCase(java.util.Locale.ROOT)));
            if (subject) {
                // The subject decides what the rest may say: one plain person for another ("a woman sitting at a
                // desk"), or an animal for an animal with the checks below.
                if (people) {
                    return true;
                }
                if (!sameKind) {
                    return false;
                }
            }
            int article = i - 1;
            while (article >= 0 && tokens.get(article).token().isAdjective()) {
                article--;
            }
            String a = article >= 0 ? tokens.get(article).word() : "";
            if ((a.equals("a") || a.equals("an")) && !countable.contains(exemplar.word())) {
                return false; // "on a water": the corpus never wrote the noun after "a"
            }
            boolean determined = article >= 0 && Set.of("DET", "NUM", "PRON").contains(tokens.get(article).token().pos());
            if (!determined && !plural(exemplar)) {
                return false; // "put on clothes" -> "put on street": a bare singular noun reads wrong
            }
        }
        if (c == PosClass.VBG || c == PosClass.VBZ || c == PosClass.VBP || c == PosClass.VBD || c == PosClass.VBN
                || c == PosClass.VB) {
            // The object or place noun after the verb must have been written with the new verb too.
            String object = null;
            for (int k = i + 1; k < tokens.size() && object == null; k++) {
                if (tokens.get(k).lexical() != null && tokens.get(k).lexical().wordClass() == PosClass.N) {
                    object = tokens.get(k).word();
                    if (pairs.count(exemplar.lexical(), tokens.get(k).lexical()) == 0) {
                        return false;
                    }
                }
            }
        }
        String f = frame(tokens, i);
        if (f == null || !sameKind && !seen.contains(f + "|" + exemplar.word())) {
            return false;
        }
        // An adjective before the noun must have been written before the new noun too ("a red couch", not "a red
        // street"); and the new word must have shared captions with the base's other nouns and verbs (all but one).
        if (c == PosClass.N && i > 0 && tokens.get(i - 1).lexical() != null
                && tokens.get(i - 1).lexical().wordClass() == PosClass.J
                && !seen.contains("J " + exemplar.word() + "|" + tokens.get(i - 1).word())) {
            return false;
        }
        // The word it now goes with most (the verb before it, else the subject; for the subject, its verb) must have
        // shared a caption with it; of the base's other nouns and verbs, at most two may not have.
        if (loose) {
            return true;
        }
        int core = core(tokens, i);
        if (core >= 0 && !together(tokens.get(core).lexical(), exemplar.lexical())) {
            return false;
        }
        int strangers = 0;
        for (int k = 0; k < tokens.size(); k++) {
            LexicalWord u = tokens.get(k).lexical();
            if (k == i || k == core || u == null || u.wordClass() == PosClass.J || u.wordClass() == PosClass.R
                    || BE.contains(u.word())) {
                continue;
            }
            if (!together(u, exemplar.lexical()) && ++strangers > MAX_STRANGERS) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every role the swap gives a word in {@code variant} (one {@code base} did not have) is a role the
     * corpus gave that word with a subject of that kind: "a person is in the suitcase" needs a person (any noun.person
     * subject) written "in" a suitcase, "a dog sitting beside a laptop" a dog written "beside" a laptop (an
     * animal or food noun after a verb or preposition may stand for its WordNet sister terms, a subject may not), a bus "traveling" a bus or the same verb. The
     * loose stage drops the co-occurrence rule of the strict one, so this is its evidence.
     */
    private boolean faithful(List<TokenPart> base, List<TokenPart> variant) {
        Set<String> had = new HashSet<>(roles(base));
        for (String role : roles(variant)) {
            if (!had.contains(role) && !corpusRoles.contains(role) && !corpusRoles.contains(sister(role))
                    && !companionRole(role)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The roles of a caption's words, each "subject kind|frame|word": the subject ("kind|^verb|*"), every head noun
     * after a verb or preposition ("kind|N in|suitcase") and every content verb ("kind|V|sitting"); the kind is
     * noun.person for any person, else the subject's own lemma.
     */
    private List<String> roles(List<TokenPart> tokens) {
        int subject = -1;
        for (int k = 0; k < tokens.size() && subject < 0; k++) {
            String pos = tokens.get(k).token().pos();
            if (pos.equals("ADP") || pos.equals("VERB")) {
                break; // "On a table sits ...": no plain subject
            }
            if (tokens.get(k).token().isNoun() && !(k + 1 < tokens.size() && tokens.get(k + 1).token().isNoun())
                    && !(k + 1 < tokens.size() && tokens.get(k + 1).word().equals("of")
                            && !PhraseRecombiner.PLAIN_PEOPLE.contains(tokens.get(k).word()))) {
                subject = k;
            }
        }
        String kind = subject < 0 ? "" : subjectKind(tokens.get(subject));
        List<String> out = new ArrayList<>();
        if (subject >= 0) {
            String verb = ".";
            for (int k = subject + 1; k < tokens.size(); k++) {
                if (tokens.get(k).token().pos().equals("VERB")) {
                    verb = tokens.get(k).word();
                    break;
                }
            }
            out.add(kind + "|^" + verb + "|*");
        }
        for (int k = 0; k < tokens.size(); k++) {
            TokenPart t = tokens.get(k);
            if (k == subject || t.lexical() == null) {
                continue;
            }
            if (t.lexical().wordClass() == PosClass.N) {
                String f = frame(tokens, k);
                if (f != null && !f.startsWith("^")) {
                    out.add(kind + "|" + f + "|" + t.word() + "|" + nounKind(t));
                }
                // Any noun, even one after "in front of" (no frame): the subject's kind was written with it.
                out.add(kind + "|any|" + t.word() + "|" + nounKind(t));
            } else if (isContentVerb(t)) {
                out.add(kind + "|V|" + t.token().lemma().toLowerCase(java.util.Locale.ROOT));
            }
        }
        return out;
    }

    /**
     * Whether an animal subject's role was written for an animal the corpus put in one caption with it: "a dog and
     * cat lying together" lets a dog sit where a cat sat, but nothing lets a bear.
     */
    private boolean companionRole(String role) {
        int bar = role.indexOf('|');
        for (String other : companions.getOrDefault(role.substring(0, bar), Set.of())) {
            String moved = other + role.substring(bar);
            if (corpusRoles.contains(moved) || corpusRoles.contains(sister(moved))) {
                return true;
            }
        }
        // An animal after a verb or preposition likewise: "near pigeons" is no evidence for "near elephants".
        String[] p = role.split("\\|", -1);
        if (p.length == 4 && p[3].equals("noun.animal")) {
            for (String other : companions.getOrDefault(p[2], Set.of())) {
                for (String r : corpusRoles) {
                    String[] q = r.split("\\|", -1);
                    if (q.length == 4 && q[0].equals(p[0]) && q[1].equals(p[1]) && other.equals(q[2])) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** A noun role's sister form: the word replaced by its kind when that kind lets sisters stand in. */
    private static String sister(String role) {
        String[] p = role.split("\\|", -1);
        if (p.length == 4 && p[3].equals("noun.food")) {
            return p[0] + "|" + p[1] + "|" + p[3];
        }
        return role;
    }

    private String nounKind(TokenPart t) {
        return kindOf.apply(t.token().lemma().toLowerCase(java.util.Locale.ROOT));
    }

    private String subjectKind(TokenPart t) {
        String k = nounKind(t);
        if (k.equals("noun.person") || PhraseRecombiner.PLAIN_PEOPLE.contains(t.word().toLowerCase(java.util.Locale.ROOT))) {
            return "noun.person";
        }
        // Only people pool: an animal subject keeps its own roles ("a cat sitting beside a laptop" is no evidence
        // for a bear there; read in round toca4).
        return t.token().lemma().toLowerCase(java.util.Locale.ROOT);
    }

    /** Nouns and verbs of the base that may never have shared a caption with the swapped-in word. */
    static final int MAX_STRANGERS = 2;

    private boolean together(LexicalWord a, LexicalWord b) {
        return pairs.count(a, b) > 0 || pairs.count(b, a) > 0;
    }

    /** The token whose word the word at {@code i} goes with most: the verb before it, else the subject, else its verb. */
    private static int core(List<TokenPart> tokens, int i) {
        for (int k = i - 1; k >= 0; k--) {
            if (isContentVerb(tokens.get(k))) {
                return k;
            }
        }
        for (int k = 0; k < i; k++) {
            if (tokens.get(k).lexical() != null && tokens.get(k).lexical().wordClass() == PosClass.N) {
                return k;
            }
        }
        for (int k = i + 1; k < tokens.size(); k++) {
            if (isContentVerb(tokens.get(k))) {
                return k;
            }
        }
        return -1;
    }

    private static boolean isContentVerb(TokenPart t) {
        PosClass c = t.lexical() == null ? null : t.lexical().wordClass();
        return c != null && c != PosClass.N && c != PosClass.J && c != PosClass.R && !BE.contains(t.word());
    }

    private static boolean plural(TokenPart t) {
        return t.token().isPlural() || Set.of("people", "men", "women", "children").contains(t.word());
    }

    private static final Set<String> BE = Set.of("is", "are", "was", "were", "be", "being", "been", "has", "have");

    /**
     * The frame a lexical word stands in: for a head noun, the nearest verb or preposition before it ("on", "riding")
     * or, for a subject, "^" and the verb after it; for an adjective the noun after it; for a verb the word after it
     * ("on", "a"). Null for a word in no such frame (a noun in a compound).
     */
    static String frame(List<TokenPart> tokens, int i) {
        TokenPart t = tokens.get(i);
        PosClass c = t.lexical().wordClass();
        String next = i + 1 < tokens.size() ? tokens.get(i + 1).word() : ".";
        if (c == PosClass.N) {
            if (i + 1 < tokens.size() && tokens.get(i + 1).token().isNoun()
                    || i > 0 && tokens.get(i - 1).token().isNoun()) {
                return null; // part of a compound: "tennis player", "stop sign"
            }
            for (int k = i - 1; k >= 0; k--) {
                String pos = tokens.get(k).token().pos();
                if (tokens.get(k).word().equals("of") || pos.equals("CCONJ")) {
                    // "a herd of [sheep]", "a keyboard and [monitor]": the word picks its partner; no swaps there.
                    return null;
                }
                if (pos.equals("ADP") || pos.equals("VERB") || pos.equals("AUX")) {
                    return "N " + tokens.get(k).word();
                }
            }
            for (int k = i + 1; k < tokens.size(); k++) {
                String pos = tokens.get(k).token().pos();
                if (pos.equals("VERB")) {
                    return "^" + tokens.get(k).word();
                }
                if (pos.equals("ADP")) {
                    return "^" + tokens.get(k).word();
                }
            }
            return "^.";
        }
        if (c == PosClass.J) {
            return i + 1 < tokens.size() && tokens.get(i + 1).token().isNoun() ? "J " + next : null;
        }
        if (c == PosClass.R) {
            return null;
        }
        return "V " + c + " " + next;
    }

    @Override
    public boolean deterministic() {
        return true;
    }
}
