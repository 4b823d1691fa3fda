package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pairlab.augment.toca.CaptionDeconstructor.TokenPart;
import org.pairlab.augment.toca.CaptionPhrases.Phrase;
import org.pairlab.text.WordNetLookup;

/**
 * Every caption the embedded completion may write: new combinations of whole corpus phrases, each step backed by the
 * corpus. A subject takes another caption's predicate (with that caption's subject modifiers) only when the two
 * subjects are the same kind of thing, or both plain people ("a man", "a woman", "the people"), with the number the
 * predicate's verb asks, and not when the predicate refers back to its own subject ("his hand", "each other"); a
 * caption may stop before a phrase that only adds to it ("on a wave", "in the ocean"); and one noun may lose an
 * adjective (when the corpus also has the noun without it) or gain one the corpus put right before it ("a wooden
 * table"). Words keep the role they had in their caption. Corpus captions themselves are left out.
 */
public final class PhraseRecombiner {
    /**
     * Nouns for a person as such, with no role or activity in them: a subject of this kind may take another plain
     * person's predicate ("a woman" riding a surfboard), while "a tennis player" keeps its own.
     */
    static final Set<String> PLAIN_PEOPLE = Set.of("man", "woman", "person", "people", "boy", "girl", "child",
            "children", "kid", "guy", "lady", "men", "women", "adult", "gentleman", "teenager", "teen", "youth",
            "family", "couple");

    /** Most recombinations made from one corpus, shared among its captions. */
    public static final int BUDGET = 60_000;

    private static final Set<String> MALE = Set.of("man", "men", "boy", "boys", "guy", "guys", "gentleman");
    private static final Set<String> FEMALE = Set.of("woman", "women", "girl", "girls", "lady", "ladies");
    private static final Set<String> CHILD = Set.of("boy", "boys", "girl", "girls", "child", "children", "kid", "kids");
    private static final Set<String> ADULT = Set.of("man", "men", "woman", "women", "guy", "guys", "lady", "ladies",
            "gentleman", "adult", "adults");

    /** Whether {@code noun} is in neither group, or {@code seen} has a noun of its group. */
    private static boolean sameGroupSeen(String noun, Set<String> seen, Set<String> a, Set<String> b) {
        Set<String> group = a.contains(noun) ? a : b.contains(noun) ? b : null;
        return group == null || seen.stream().anyMatch(group::contains);
    }

    /**
     * One caption the completion may write, with the lexical words and template it has, its tokens, and the corpus
     * captions (by index among the captions that lend phrases) that gave its subject and its predicate.
     */
    public record Recombination(String text, List<LexicalWord> words, StructureTemplate template,
                                List<TokenPart> tokens, int subjectSource, int predicateSource) {
        public Recombination {
            words = List.copyOf(words);
            tokens = List.copyOf(tokens);
        }
    }

    private final Map<String, Set<String>> adjectivesBefore = new HashMap<>();
    private final Map<String, Integer> nounCounts = new HashMap<>();
    private final Map<String, Integer> bareNounCounts = new HashMap<>();
    private final Map<String, TokenPart> adjectiveTokens = new HashMap<>();
    private final List<TokenPart> colours = new ArrayList<>();
    private final Map<String, TokenPart> auxiliaries = new HashMap<>();
    /** Singular nouns the corpus writes after "a"/"an": countable, so a bare one is shorthand. */
    private final Set<String> withArticle = new HashSet<>();
    /** Nouns the corpus writes after "the". */
    private final Set<String> withThe = new HashSet<>();
    private final Map<String, TokenPart> articles = new HashMap<>();
    /** Per "plural adjective", the plain-person nouns the corpus put that adjective before ("false young" -> man, girl). */
    private final Map<String, Set<String>> peopleAdjectives = new HashMap<>();
    /** Nouns the corpus has as a thing acted on or placed: right after a verb or on/with/next to/near/of + "a". */
    private final Set<String> handled = new HashSet<>();
    private final Set<String> colouredNouns = new HashSet<>();
    private final java.util.function.Predicate<String> madeThing;

    private static final Set<String> HANDLING = Set.of("on", "with", "to", "near", "of", "holding", "beside");

    /** Basic colour terms: a made thing's colour may change or be given without changing what it is. */
    static final Set<String> COLOURS = Set.of("white", "black", "red", "blue", "green", "yellow", "orange", "purple",
            "pink", "brown", "gray", "grey", "silver");

    private PhraseRecombiner(java.util.function.Predicate<String> madeThing) {
        this.madeThing = madeThing;
    }

    /**
     * What the embedded completion works from: the recombinations, and the corpus captions that lend phrases (clean
     * tags, no dropped article) as they were written, the bases of the word-swap fallback; {@code lenders} those
     * captions' texts as the corpus has them, by the index a {@link Recombination}'s sources use.
     */
    public record Pool(List<Recombination> recombinations, List<Recombination> originals, List<String> lenders) {
        public Pool {
            recombinations = List.copyOf(recombinations);
            originals = List.copyOf(originals);
            lenders = List.copyOf(lenders);
        }

        /** A pool whose lending captions' texts are not known (no sources can be named). */
        public Pool(List<Recombination> recombinations, List<Recombination> originals) {
            this(recombinations, originals, List.of());
        }
    }

    /** All recombinations of {@code corpus}'s captions (each tagged once), corpus copies left out, in a stable order. */
    public static List<Recombination> recombine(CaptionDeconstructor deconstructor, List<String> corpus) {
        return pool(deconstructor, corpus).recombinations();
    }

    /** The recombinations of {@code corpus}'s captions and the clean captions themselves (WordNet tells made things). */
    public static Pool pool(CaptionDeconstructor deconstructor, List<String> corpus) {
        WordNetLookup wordNet = new WordNetLookup();
        Map<String, Boolean> made = new HashMap<>();
        return pool(deconstructor, corpus, noun -> made.computeIfAbsent(noun, n -> wordNet.madeThing(n)));
    }

    /**
     * As {@link #recombine(CaptionDeconstructor, List)} with {@code madeThing} telling which nouns are made things
     * (WordNet's noun.artifact), whose colour may change.
     */
    public static List<Recombination> recombine(CaptionDeconstructor deconstructor, List<String> corpus,
            java.util.function.Predicate<String> madeThing) {
        return pool(deconstructor, corpus, madeThing).recombinations();
    }

    /** As {@link #pool(CaptionDeconstructor, List)} with {@code madeThing} telling which nouns are made things. */
    public static Pool pool(CaptionDeconstructor deconstructor, List<String> corpus,
            java.util.function.Predicate<String> madeThing) {
        PhraseRecombiner r = new PhraseRecombiner(madeThing);
        List<CaptionPhrases> parsed = new ArrayList<>();
        Set<String> corpusKeys = new HashSet<>();
        for (String c : corpus) {
            if (c == null || c.isBlank()) {
                continue;
            }
            List<TokenPart> parts = deconstructor.tokenParts(c);
            corpusKeys.add(key(parts.stream().map(TokenPart::word).toList()));
            r.countNounPhrases(parts);
            CaptionPhrases.parse(c, parts).ifPresent(parsed::add);
        }
        // A caption that drops an article the corpus writes elsewhere ("getting picture taken", "in green shirt") is
        // shorthand that reads wrong once moved: it gives no phrases.
        List<CaptionPhrases> captions = parsed.stream().filter(c -> !r.dropsAnArticle(c)).toList();
        captions.forEach(r::collectPlacePhrases);
        Map<CaptionPhrases, Integer> indexOf = new java.util.IdentityHashMap<>();
        for (int i = 0; i < captions.size(); i++) {
            indexOf.put(captions.get(i), i);
        }
        Map<String, Recombination> out = new LinkedHashMap<>();
        // A large corpus would give millions: each caption's phrases go with a share of a fixed budget, its own subject
        // first, then other subjects in a seeded order (a small corpus stays far below its share).
        int share = Math.max(1, BUDGET / Math.max(1, captions.size()));
        for (int pi = 0; pi < captions.size(); pi++) {
            CaptionPhrases predicateSource = captions.get(pi);
            List<CaptionPhrases> subjects = new ArrayList<>(captions);
            java.util.Collections.shuffle(subjects, new java.util.Random(pi));
            subjects.remove(predicateSource);
            subjects.add(0, predicateSource);
            int made = 0;
            subjects:
            for (CaptionPhrases subjectSource : subjects) {
                int si = indexOf.get(subjectSource);
                if (!fits(subjectSource, predicateSource)) {
                    continue;
                }
                for (List<TokenPart> tokens : r.bodies(subjectSource, predicateSource)) {
                    for (List<TokenPart> variant : r.adjectiveVariants(tokens)) {
                        if (made >= share) {
                            break subjects;
                        }
                        String k = key(variant.stream().map(TokenPart::word).toList());
                        if (!corpusKeys.contains(k) && !out.containsKey(k)) {
                            out.put(k, build(variant, si, pi));
                            made++;
                        }
                    }
                }
            }
        }
        List<Recombination> originals = new ArrayList<>();
        for (int i = 0; i < captions.size(); i++) {
            CaptionPhrases c = captions.get(i);
            List<TokenPart> tokens = new ArrayList<>(c.subject().tokens());
            c.modifiers().forEach(p -> tokens.addAll(p.tokens()));
            c.predicate().forEach(p -> tokens.addAll(p.tokens()));
            originals.add(build(tokens, i, i));
        }
        return new Pool(List.copyOf(out.values()), originals, captions.stream().map(CaptionPhrases::caption).toList());
    }

    /** Whether {@code s}'s subject may take {@code p}'s predicate (see the class comment). */
    static boolean fits(CaptionPhrases s, CaptionPhrases p) {
        if (s == p) {
            return true;
        }
        boolean sameKind = s.kind().equals(p.kind()) && s.many() == p.many();
        // One person may do what a group did ("a woman cutting a ribbon"); a group doing one person's thing ("some
        // children riding a surfboard") reads wrong.
        boolean plainPeople = PLAIN_PEOPLE.contains(s.kind()) && PLAIN_PEOPLE.contains(p.kind()) && !p.personal()
                && (s.many() == p.many() || !s.many());
        if (!sameKind && !plainPeople) {
            return false;
        }
        if (p.agreement().isEmpty()) {
            return s.plural() == p.plural() || !p.predicate().isEmpty();
        }
        return p.agreement().equals(s.plural() ? "pl" : "sg");
    }

    /**
     * Subject + the phrases of {@code p} after its subject, as they stood, less any choice of phrases that only add to
     * the caption (a modifier before the verb, a later phrase that may be cut before, with the phrases that depend on
     * it). A predicate keeps its first phrase (the verb); a caption without one keeps one phrase.
     */
    private List<List<TokenPart>> bodies(CaptionPhrases s, CaptionPhrases p) {
        List<Phrase> rest = new ArrayList<>(p.modifiers());
        int required = p.predicate().isEmpty() ? -1 : rest.size();
        rest.addAll(p.predicate());
        List<List<TokenPart>> out = new ArrayList<>();
        if (rest.size() > 8) {
            return out; // a caption of that many phrases is a list, not a scene to recombine
        }
        subsets(s, rest, required, out, p);
        if (required >= 0) {
            Phrase aspect = otherAspect(rest.get(required), s.plural());
            if (aspect != null) {
                rest.set(required, aspect);
                subsets(s, rest, required, out, p);
            }
        }
        return out;
    }

    private void subsets(CaptionPhrases s, List<Phrase> rest, int required, List<List<TokenPart>> out) {
        subsets(s, rest, required, out, null);
    }

    private void subsets(CaptionPhrases s, List<Phrase> rest, int required, List<List<TokenPart>> out,
            CaptionPhrases p) {
        int n = rest.size();
        for (int mask = 1; mask < 1 << n; mask++) {
            if (required >= 0 && (mask & 1 << required) == 0) {
                continue;
            }
            boolean ok = true;
            List<TokenPart> tokens = new ArrayList<>(s.subject().tokens());
            for (int k = 0; k < n && ok; k++) {
                boolean kept = (mask & 1 << k) != 0;
                boolean droppedBefore = k > 0 && (mask & 1 << (k - 1)) == 0;
                if (kept) {
                    // A phrase that needs the one before it (an object, "taken") cannot follow a gap; without a verb,
                    // each phrase hangs on the one before ("with focus on the street signs"), so none may.
                    ok = !droppedBefore || required >= 0 && (rest.get(k).cutBefore() || k == required);
                    // A place or object phrase after a left-out verb phrase belonged to it ("holding a racquet | in
                    // the air"): it goes with it.
                    ok &= !droppedBefore || !isPreposition(rest.get(k)) || !startsWithVerb(rest.get(k - 1));
                    tokens.addAll(rest.get(k).tokens());
                } else {
                    // A phrase may go when it only adds, or goes with the phrase it depends on.
                    ok = rest.get(k).cutBefore() || droppedBefore;
                }
            }
            if (ok && !endsBadly(tokens)) {
                out.add(tokens);
                if (p != null) {
                    addPlaces(s, p, tokens, out);
                }
            }
        }
    }

    /**
     * The verb phrase in the other aspect captions use: "riding a surfboard" as "is riding a surfboard" (with the
     * subject's number) and back; null when it is neither or the corpus never wrote "is"/"are".
     */
    private Phrase otherAspect(Phrase verb, boolean plural) {
        List<TokenPart> t = verb.tokens();
        TokenPart first = t.get(0);
        boolean gerund = first.lexical() != null && first.lexical().wordClass() == org.pairlab.lm.complete.PosClass.VBG;
        if (gerund && "VERB".equals(first.token().pos())) {
            TokenPart be = auxiliaries.get(plural ? "are" : "is");
            if (be == null) {
                return null;
            }
            List<TokenPart> with = new ArrayList<>(t);
            with.add(0, be);
            return new Phrase(with, false);
        }
        if (t.size() > 1 && (first.word().equals("is") || first.word().equals("are"))) {
            TokenPart second = t.get(1);
            if (second.lexical() != null && second.lexical().wordClass() == org.pairlab.lm.complete.PosClass.VBG) {
                return new Phrase(t.subList(1, t.size()), true);
            }
        }
        return null;
    }

    /** A place phrase ("on a snowy surface") with the content words of the caption it closed. */
    private record PlacePhrase(Phrase phrase, String preposition, String noun, CaptionPhrases source,
                               Set<LexicalWord> company) {
    }

    private final List<PlacePhrase> places = new ArrayList<>();

    /** The prepositions of where something is, whose phrase may close another caption. */
    static final Set<String> PLACE_PREPOSITIONS = Set.of("in", "on", "at", "near", "over", "under", "behind", "beside",
            "by", "along", "across", "inside", "outside", "above", "below");

    /** The last phrase of {@code c} when it says where (a place preposition and a noun). */
    private void collectPlacePhrases(CaptionPhrases c) {
        List<Phrase> all = new ArrayList<>(c.modifiers());
        all.addAll(c.predicate());
        if (all.size() < 2 && c.predicate().isEmpty()) {
            return;
        }
        Phrase last = all.get(all.size() - 1);
        String preposition = last.tokens().get(0).word();
        if (!last.cutBefore() || !PLACE_PREPOSITIONS.contains(preposition)) {
            return;
        }
        String noun = null;
        for (TokenPart t : last.tokens()) {
            if (t.token().isNoun() && t.lexical() != null) {
                noun = t.word();
            }
        }
        if (noun == null || last.tokens().stream().anyMatch(t -> "PRON".equals(t.token().pos()))) {
            return; // "on her hands" belongs to its own subject
        }
        Set<LexicalWord> company = new HashSet<>();
        for (Phrase ph : all.subList(0, all.size() - 1)) {
            for (TokenPart t : ph.tokens()) {
                if (isThing(t)) {
                    company.add(t.lexical());
                }
            }
        }
        places.add(new PlacePhrase(last, preposition, noun, c, company));
    }

    /**
     * The body closed by a place phrase of another caption, when the body has a noun (not its subject, no plain
     * person) that the place's own caption had too: "standing on skis" + "on a snowy surface" (skis were on it there).
     */
    private void addPlaces(CaptionPhrases s, CaptionPhrases p, List<TokenPart> body, List<List<TokenPart>> out) {
        Set<String> has = new HashSet<>();
        Set<LexicalWord> content = new HashSet<>();
        for (int i = 0; i < body.size(); i++) {
            TokenPart t = body.get(i);
            has.add(t.word());
            if (i >= s.subject().tokens().size() && isThing(t)) {
                content.add(t.lexical());
            }
        }
        String lastPreposition = "";
        for (TokenPart t : body) {
            if ("ADP".equals(t.token().pos())) {
                lastPreposition = t.word();
            }
        }
        for (PlacePhrase place : places) {
            if (place.source() == s || place.source() == p || has.contains(place.noun())
                    || place.preposition().equals(lastPreposition)
                    || content.stream().noneMatch(place.company()::contains)) {
                continue;
            }
            List<TokenPart> v = new ArrayList<>(body);
            v.addAll(place.phrase().tokens());
            out.add(v);
        }
    }

    private static boolean isPreposition(Phrase p) {
        TokenPart first = p.tokens().get(0);
        return "ADP".equals(first.token().pos()) || first.word().equals("next");
    }

    private static boolean startsWithVerb(Phrase p) {
        String pos = p.tokens().get(0).token().pos();
        return !"ADP".equals(pos) && !p.tokens().get(0).word().equals("next");
    }

    /** A noun that is no plain person: what place evidence is counted on. */
    private static boolean isThing(TokenPart t) {
        return t.lexical() != null && t.lexical().wordClass() == org.pairlab.lm.complete.PosClass.N
                && !PLAIN_PEOPLE.contains(t.word());
    }

    private static boolean endsBadly(List<TokenPart> tokens) {
        String last = tokens.get(tokens.size() - 1).word();
        return last.equals("and") || last.equals(",") || last.equals("of") || last.equals("to");
    }

    /** Whether a phrase of {@code c} has a singular noun with no determiner that the corpus writes with "a". */
    private boolean dropsAnArticle(CaptionPhrases c) {
        List<TokenPart> all = new ArrayList<>(c.subject().tokens());
        c.modifiers().forEach(p -> all.addAll(p.tokens()));
        c.predicate().forEach(p -> all.addAll(p.tokens()));
        for (int i = 0; i < all.size(); i++) {
            TokenPart t = all.get(i);
            if (!"NOUN".equals(t.token().pos()) || t.token().isPlural() || !withArticle.contains(t.word())
                    || i + 1 < all.size() && all.get(i + 1).token().isNoun()) {
                continue;
            }
            int start = i;
            while (start > 0 && (all.get(start - 1).token().isAdjective() || all.get(start - 1).token().isNoun())) {
                start--;
            }
            String before = start == 0 ? "" : all.get(start - 1).token().pos();
            if (start > 0 && !Set.of("DET", "NUM", "PRON", "CCONJ", "PUNCT").contains(before)) {
                return true;
            }
        }
        return false;
    }

    private void countNounPhrases(List<TokenPart> parts) {
        for (int i = 0; i < parts.size(); i++) {
            TokenPart t = parts.get(i);
            boolean head = i + 1 >= parts.size() || !parts.get(i + 1).token().isNoun()
                    && !"VERB".equals(parts.get(i + 1).token().pos());
            if (t.token().isNoun() && head && i > 0 && (parts.get(i - 1).word().equals("a") || parts.get(i - 1).word().equals("an")
                    || i > 1 && parts.get(i - 1).token().isAdjective()
                    && (parts.get(i - 2).word().equals("a") || parts.get(i - 2).word().equals("an")))) {
                withArticle.add(t.word());
                String w = parts.get(i - 1).word();
                TokenPart a = w.equals("a") || w.equals("an") ? parts.get(i - 1) : parts.get(i - 2);
                if (a.word().equals("a")) {
                    articles.putIfAbsent("a", a);
                }
            }
            if (t.token().isNoun() && i > 0 && (parts.get(i - 1).word().equals("the")
                    || i > 1 && parts.get(i - 1).token().isAdjective() && parts.get(i - 2).word().equals("the"))) {
                withThe.add(t.word());
                articles.putIfAbsent("the", parts.get(i - 1).word().equals("the") ? parts.get(i - 1) : parts.get(i - 2));
            }
            if ("AUX".equals(t.token().pos()) && (t.word().equals("is") || t.word().equals("are"))) {
                auxiliaries.putIfAbsent(t.word(), t);
            }
            if (!t.token().isNoun() || t.lexical() == null) {
                continue;
            }
            nounCounts.merge(t.word(), 1, Integer::sum);
            if (i >= 2 && "DET".equals(parts.get(i - 1).token().pos())
                    && ("VERB".equals(parts.get(i - 2).token().pos()) || HANDLING.contains(parts.get(i - 2).word()))
                    || i >= 3 && parts.get(i - 1).token().isAdjective() && "DET".equals(parts.get(i - 2).token().pos())
                    && ("VERB".equals(parts.get(i - 3).token().pos()) || HANDLING.contains(parts.get(i - 3).word()))) {
                handled.add(t.word()); // "riding a surfboard", "on a blue raft": not "in a mirror", "for the camera"
            }
            TokenPart before = i > 0 ? parts.get(i - 1) : null;
            boolean nextIsNoun = i + 1 < parts.size() && parts.get(i + 1).token().isNoun();
            if (before != null && before.token().isAdjective() && COLOURS.contains(before.word())) {
                colouredNouns.add(t.word());
                if (colours.stream().noneMatch(c -> c.word().equals(before.word()))) {
                    colours.add(before);
                }
            }
            if (before != null && before.token().isAdjective() && before.lexical() != null && !nextIsNoun) {
                adjectivesBefore.computeIfAbsent(t.word(), k -> new java.util.TreeSet<>()).add(before.word());
                adjectiveTokens.putIfAbsent(before.word(), before);
                if (PLAIN_PEOPLE.contains(t.word())) {
                    peopleAdjectives.computeIfAbsent(t.token().isPlural() + " " + before.word(),
                            k -> new java.util.TreeSet<>()).add(t.word());
                }
            } else if (before != null && "DET".equals(before.token().pos())) {
                bareNounCounts.merge(t.word(), 1, Integer::sum);
            }
        }
    }

    /**
     * The body as it is, and each way up to two of its nouns may change: take the other article ("at the table" / "at a
     * table", when the corpus writes the noun with both), or change their adjective: lose it (the corpus also has
     * the noun right after a determiner), gain one the corpus wrote right before that noun ("a wooden table"; for a
     * person, one it wrote before two kinds of plain person, of that sex and age: "a young woman"), or, for
     * a made thing, take another colour the corpus has ("a blue raft" -> "a red raft", "a surfboard" -> "a white
     * surfboard"; a new colour only for a thing the corpus has acted on or placed, not "a mirror" one is reflected in).
     */
    private List<List<TokenPart>> adjectiveVariants(List<TokenPart> body) {
        List<List<TokenPart>> out = new ArrayList<>();
        out.add(body);
        addVariants(body, 1, 2, true, out);
        return out;
    }

    private void addVariants(List<TokenPart> body, int from, int edits, boolean colourLeft, List<List<TokenPart>> out) {
        if (edits == 0) {
            return;
        }
        for (int i = Math.max(from, 1); i < body.size(); i++) {
            TokenPart t = body.get(i);
            boolean nextIsNoun = i + 1 < body.size() && body.get(i + 1).token().isNoun();
            if (!t.token().isNoun() || t.lexical() == null || nextIsNoun) {
                continue;
            }
            TokenPart before = body.get(i - 1);
            boolean determinerBefore = "DET".equals(before.token().pos());
            boolean adjectiveAfterDeterminer = before.token().isAdjective() && i >= 2
                    && "DET".equals(body.get(i - 2).token().pos());
            List<List<TokenPart>> changed = new ArrayList<>();
            List<List<TokenPart>> coloured = new ArrayList<>();
            int next = i + 1;
            // "at the table" / "at a table": either article, when the corpus writes the noun with both.
            int article = determinerBefore ? i - 1 : adjectiveAfterDeterminer ? i - 2 : -1;
            if (article > 0 && !t.token().isPlural()) {
                String a = body.get(article).word();
                TokenPart other = a.equals("the") && withArticle.contains(t.word()) ? articles.get("a")
                        : (a.equals("a") || a.equals("an")) && withThe.contains(t.word()) ? articles.get("the") : null;
                if (other != null) {
                    List<TokenPart> v = new ArrayList<>(body);
                    v.set(article, other);
                    changed.add(v);
                }
            }
            if (adjectiveAfterDeterminer && bareNounCounts.getOrDefault(t.word(), 0) > 0) {
                List<TokenPart> v = new ArrayList<>(body);
                v.remove(i - 1);
                changed.add(v);
            }
            if (colourLeft && before.token().isAdjective() && COLOURS.contains(before.word()) && madeThing.test(t.word())) {
                for (TokenPart colour : colours) {
                    if (!colour.word().equals(before.word()) && colourSeen(colour, t)) {
                        List<TokenPart> v = new ArrayList<>(body);
                        v.set(i - 1, colour);
                        coloured.add(v);
                    }
                }
            }
            boolean indefinite = (before.word().equals("a") || before.word().equals("an")) && handled.contains(t.word());
            boolean phraseFinal = i + 1 >= body.size() || !Set.of("NOUN", "VERB", "PROPN").contains(body.get(i + 1).token().pos());
            if (determinerBefore) {
                Set<String> added = new HashSet<>();
                Set<String> adjectives = new java.util.TreeSet<>(adjectivesBefore.getOrDefault(t.word(), Set.of()));
                if (PLAIN_PEOPLE.contains(t.word())) {
                    // An adjective the corpus gave two kinds of plain person ("young man", "young girl") suits another
                    // of a sex and an age it was seen with ("a young woman"; not "a small man" from "small children").
                    peopleAdjectives.forEach((k, nouns) -> {
                        if (k.startsWith(t.token().isPlural() + " ") && nouns.size() >= 2
                                && sameGroupSeen(t.word(), nouns, MALE, FEMALE) && sameGroupSeen(t.word(), nouns, CHILD, ADULT)) {
                            adjectives.add(k.substring(k.indexOf(' ') + 1));
                        }
                    });
                }
                for (String adjective : adjectives) {
                    added.add(adjective);
                    List<TokenPart> v = new ArrayList<>(body);
                    v.add(i, adjectiveTokens.get(adjective));
                    changed.add(v);
                }
                // A colour only for "a [thing]": "the camera" the people pose for has none to give.
                if (colourLeft && indefinite && phraseFinal && madeThing.test(t.word())) {
                    for (TokenPart colour : colours) {
                        if (colourSeen(colour, t) && added.add(colour.word())) {
                            List<TokenPart> v = new ArrayList<>(body);
                            v.add(i, colour);
                            coloured.add(v);
                        }
                    }
                }
            }
            // One colour per caption: two changed colours read as made up.
            for (List<TokenPart> v : changed) {
                out.add(v);
                addVariants(v, next + (v.size() - body.size()), edits - 1, colourLeft, out);
            }
            for (List<TokenPart> v : coloured) {
                out.add(v);
                addVariants(v, next + (v.size() - body.size()), edits - 1, false, out);
            }
        }
    }

    /**
     * Whether the corpus wrote {@code colour} right before {@code noun}: a colour a made thing was never given reads as
     * made up ("an orange laptop", "a green desk", docs/toca.md round toca4), so only a colour seen with it is used.
     */
    private boolean colourSeen(TokenPart colour, TokenPart noun) {
        return adjectivesBefore.getOrDefault(noun.word(), Set.of()).contains(colour.word());
    }

    /** The caption {@code tokens} spell, with its words and template; {@code subject}, {@code predicate}: its sources. */
    static Recombination build(List<TokenPart> tokens, int subject, int predicate) {
        StringBuilder text = new StringBuilder();
        List<LexicalWord> words = new ArrayList<>();
        List<String> items = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            TokenPart t = tokens.get(i);
            String w = t.token().text();
            boolean attached = i > 0 && (w.equals(",") || w.equals("'s") || w.equals("-")
                    || tokens.get(i - 1).token().text().equals("-"));
            if (i > 0 && !attached) {
                text.append(' ');
            }
            // A word that began its own caption is lower-cased here (its capital was the sentence's).
            text.append(t.token().start() == 0 ? w.toLowerCase(Locale.ROOT) : w);
            if (t.lexical() != null) {
                words.add(t.lexical());
            }
            if (t.item() != null) {
                items.add(t.item());
            }
        }
        items.add(".");
        return new Recombination(CaptionText.tidy(text + "."), words, new StructureTemplate(items), tokens, subject,
                predicate);
    }

    /** Captions compared without case and punctuation: a recombination equal to a corpus caption up to them is a copy. */
    private static String key(List<String> words) {
        StringBuilder b = new StringBuilder();
        for (String w : words) {
            if (w.chars().anyMatch(Character::isLetterOrDigit)) {
                b.append(w).append(' ');
            }
        }
        return b.toString().strip();
    }
}
