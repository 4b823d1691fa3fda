package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.pairlab.augment.toca.CaptionDeconstructor.TokenPart;
import org.pairlab.augment.toca.PhraseRecombiner.Pool;
import org.pairlab.augment.toca.PhraseRecombiner.Recombination;
import org.pairlab.lm.complete.PosClass;
import org.pairlab.text.TaggedToken;

/**
 * The "variant" stage's captions: each corpus caption or recombination with its subject's number changed ("A dog is
 * sitting" -> "Two dogs are sitting", and back) and/or its verb in the other aspect ("is sitting" / "sitting" ->
 * "sits"), the verb agreeing with the subject, and/or said with "There is/are" when the caption has no finite verb
 * ("There are two dogs sitting on a couch."). Every other word stays as the base wrote it, so a drawn word keeps its
 * role; a drawn word that would change form (the subject noun, the verb) is simply not held by the variant, so the
 * completer never proposes it for that draw. Evidence: the plural (or singular) is the form the corpus wrote of that
 * lemma, an irregular plural, or a regular one WordNet knows as a noun; the number words are plain English ("two",
 * "three", "several", "some", "a couple of"); a simple present is made from the verb's own lemma, a progressive only with a gerund
 * the corpus wrote. No change where a word refers back to the subject ("his", "each other", "together"), where the
 * subject is a group, a compound or a coordination, or where a second finite verb would need agreement too.
 */
final class NumberAspectVariants {
    /** Number words a plural subject may take ("a couple of" is written as three words). */
    static final List<String> QUANTIFIERS = List.of("two", "three", "several", "some", "a couple of");
    private static final Set<String> REFERS_BACK = Set.of("his", "her", "its", "their", "them", "him", "himself",
            "herself", "itself", "themselves", "each", "other", "together", "both", "all", "one", "another");
    /**
     * Things one subject has or sits on alone: worn ("in a shirt and tie") or ridden and sat on ("on a chair"). A
     * plural subject with one of them reads as several people in one shirt or on one chair.
     */
    private static final Set<String> ONE_HOLDER = Set.of("chair", "seat", "stool", "saddle", "toilet", "bike",
            "bicycle", "motorcycle", "motorbike", "scooter", "skateboard", "surfboard", "snowboard", "horse", "shirt",
            "tie", "jacket", "coat", "dress", "suit", "hat", "cap", "helmet", "sweater", "uniform", "skirt", "vest",
            "hoodie", "costume", "wetsuit", "tuxedo", "apron", "scarf");
    private static final Map<String, String> IRREGULAR_PLURAL = Map.ofEntries(Map.entry("man", "men"),
            Map.entry("woman", "women"), Map.entry("person", "people"), Map.entry("child", "children"),
            Map.entry("foot", "feet"), Map.entry("mouse", "mice"), Map.entry("goose", "geese"),
            Map.entry("tooth", "teeth"), Map.entry("knife", "knives"), Map.entry("leaf", "leaves"),
            Map.entry("shelf", "shelves"), Map.entry("wife", "wives"), Map.entry("sheep", "sheep"),
            Map.entry("deer", "deer"), Map.entry("fish", "fish"), Map.entry("gentleman", "gentlemen"));
    private static final Set<String> FINITE = Set.of("is", "are", "was", "were", "has", "have", "does", "do");

    /** Corpus tokens by lower-case word: a new word is written with the corpus's own token where it has one. */
    private final Map<String, TokenPart> exemplars = new HashMap<>();
    /** Per noun lemma, the plural form the corpus wrote. */
    private final Map<String, String> pluralSeen = new HashMap<>();
    /** Per verb lemma, the gerund the corpus wrote. */
    private final Map<String, TokenPart> gerunds = new HashMap<>();
    private final List<String> quantifiers = new ArrayList<>();
    private final Predicate<String> knownNoun;

    private NumberAspectVariants(Predicate<String> knownNoun) {
        this.knownNoun = knownNoun;
    }

    /**
     * The variants of {@code pool}'s originals and recombinations that are neither one of them nor a corpus copy
     * (the synthesizer checks copies again), in a stable order; {@code knownNoun}: whether WordNet knows a word form
     * as a noun (evidence for a regular plural the corpus never wrote).
     */
    static List<Recombination> of(Pool pool, Predicate<String> knownNoun) {
        NumberAspectVariants v = new NumberAspectVariants(knownNoun);
        List<Recombination> bases = new ArrayList<>(pool.originals());
        bases.addAll(pool.recombinations());
        for (Recombination o : pool.originals()) {
            v.learn(o.tokens());
        }
        v.quantifiers.addAll(QUANTIFIERS);
        Set<String> known = new java.util.HashSet<>();
        bases.forEach(b -> known.add(b.text().toLowerCase(Locale.ROOT)));
        Map<String, Recombination> out = new LinkedHashMap<>();
        for (Recombination b : bases) {
            if (bareCompoundAfterPreposition(b.tokens())) {
                continue; // "in beauty shop with hair dryer": the base's own missing articles would be multiplied
            }
            for (List<TokenPart> tokens : v.variants(b.tokens())) {
                Recombination r = PhraseRecombiner.build(tokens, b.subjectSource(), b.predicateSource());
                if (!known.contains(r.text().toLowerCase(Locale.ROOT))) {
                    out.putIfAbsent(r.text(), r);
                }
            }
        }
        return List.copyOf(out.values());
    }

    /**
     * Whether a preposition is followed directly by two singular nouns ("in beauty shop", "with hair dryer", "in
     * party dress"): a telegraphic caption that lost its articles, which a variant would only repeat.
     */
    static boolean bareCompoundAfterPreposition(List<TokenPart> t) {
        for (int i = 0; i + 2 < t.size(); i++) {
            if ("ADP".equals(t.get(i).token().pos()) && singularNoun(t.get(i + 1)) && singularNoun(t.get(i + 2))) {
                return true;
            }
        }
        return false;
    }

    private static boolean singularNoun(TokenPart p) {
        return p.token().isNoun() && !p.token().isPlural() && !"PROPN".equals(p.token().pos());
    }

    private void learn(List<TokenPart> t) {
        for (int i = 0; i < t.size(); i++) {
            TokenPart p = t.get(i);
            exemplars.putIfAbsent(p.word(), p);
            TaggedToken tok = p.token();
            if (tok.isNoun() && tok.isPlural()) {
                pluralSeen.putIfAbsent(lemma(tok), p.word());
            }
            if (p.lexical() != null && p.lexical().wordClass() == PosClass.VBG && "VERB".equals(tok.pos())) {
                gerunds.putIfAbsent(lemma(tok), p);
            }
        }
    }

    /** The number, aspect and "there is" variants of one base (none when its subject or verb gives no safe change). */
    List<List<TokenPart>> variants(List<TokenPart> base) {
        List<List<TokenPart>> out = new ArrayList<>();
        Subject s = subject(base);
        if (s == null) {
            return out;
        }
        List<List<TokenPart>> numbered = number(base, s);
        out.addAll(numbered);
        List<TokenPart> aspect = aspect(base, s);
        if (aspect != null) {
            out.add(aspect);
        }
        Subject as = aspect == null ? null : subject(aspect);
        if (as != null) {
            out.addAll(number(aspect, as)); // "A dog sits" -> "Two dogs sit"
        }
        // "There is a dog sitting on a couch.": a verbless caption (participle or place after the subject) said as one.
        List<List<TokenPart>> stated = new ArrayList<>();
        stated.add(base);
        stated.addAll(numbered);
        for (List<TokenPart> n : stated) {
            List<TokenPart> there = existential(n);
            if (there != null) {
                out.add(there);
            }
        }
        return out;
    }

    /** A caption's simple subject: determiner or number word (or none, for a plural), adjectives, head noun. */
    private record Subject(int determiner, int head, boolean plural, int verb) {
    }

    private Subject subject(List<TokenPart> t) {
        int i = 0;
        int determiner = -1;
        if (!t.isEmpty() && Set.of("DET", "NUM").contains(t.get(0).token().pos())) {
            determiner = 0;
            i = 1;
        }
        while (i < t.size() && t.get(i).token().isAdjective()) {
            i++;
        }
        if (i >= t.size() || !"NOUN".equals(t.get(i).token().pos()) || t.get(i).lexical() == null) {
            return null;
        }
        int head = i;
        if (t.get(head).word().endsWith("ing")) {
            return null; // "An elephant standing" tagged adjective + noun: a participle, not the subject's head
        }
        int verb = head + 1;
        if (verb >= t.size() || t.get(verb).token().isNoun() || Set.of("of", "and", "'s", ",", "or", "with")
                .contains(t.get(verb).word())) {
            return null; // a compound, a group ("a flock of"), a coordination: its number is not one word's
        }
        boolean plural = t.get(head).token().isPlural();
        String det = determiner < 0 ? "" : t.get(determiner).word();
        if (!plural && !(det.equals("a") || det.equals("an")) || plural && determiner >= 0 && !QUANTIFIERS.contains(det)) {
            return null; // "the dog", "this man", "many of": no plain number to change
        }
        return new Subject(determiner, head, plural, verb);
    }

    private List<List<TokenPart>> number(List<TokenPart> t, Subject s) {
        List<List<TokenPart>> out = new ArrayList<>();
        for (int i = s.verb(); i < t.size(); i++) {
            if (REFERS_BACK.contains(t.get(i).word())) {
                return out;
            }
            if (i > s.verb() && finite(t.get(i))) {
                return out; // a second finite verb might be the subject's too
            }
        }
        TaggedToken head = t.get(s.head()).token();
        String lemma = lemma(head);
        TokenPart verb = t.get(s.verb());
        TokenPart agreed = null;
        if (finite(verb)) {
            agreed = agree(verb, !s.plural());
            if (agreed == null) {
                return out;
            }
        }
        if (!s.plural()) {
            String plural = plural(lemma);
            if (plural == null || handlesOneThing(t, s)) {
                return out;
            }
            TokenPart noun = noun(plural, lemma, head);
            for (String q : quantifiers) {
                List<TokenPart> v = new ArrayList<>(t);
                if (agreed != null) {
                    v.set(s.verb(), agreed);
                }
                v.set(s.head(), noun);
                v.remove(s.determiner());
                String[] parts = q.split(" ");
                for (int k = parts.length - 1; k >= 0; k--) {
                    String w = parts[k];
                    v.add(s.determiner(), w.equals("a") ? word("a", "DET", "a") : w.equals("of") ? word("of", "ADP", "of")
                            : word(w, w.equals("couple") ? "NOUN" : "NUM", w));
                }
                out.add(v);
            }
        } else {
            for (int i = s.verb(); i < t.size(); i++) {
                TaggedToken o = t.get(i).token();
                if (o.isNoun() && o.isPlural() && ONE_HOLDER.contains(lemma(o))) {
                    return out; // "Three women wearing long dresses": one kid in several dresses reads wrong
                }
            }
            List<TokenPart> v = new ArrayList<>(t);
            if (agreed != null) {
                v.set(s.verb(), agreed);
            }
            v.set(s.head(), noun(lemma, lemma, head));
            if (s.determiner() >= 0) {
                v.set(s.determiner(), word("a", "DET", "a"));
            } else {
                v.add(0, word("a", "DET", "a"));
            }
            out.add(v);
        }
        return out;
    }

    /**
     * "There is" / "There are" before a subject followed by a participle or a place ("a man in a kitchen making
     * pizzas"); null for a caption with a finite verb, which would then have two.
     */
    private List<TokenPart> existential(List<TokenPart> t) {
        boolean couple = t.size() > 3 && t.get(0).word().equals("a") && t.get(1).word().equals("couple");
        Subject s = couple ? null : subject(t);
        int head = s == null ? -1 : s.head();
        boolean plural = s != null && s.plural();
        if (couple) {
            head = 3;
            plural = true;
            while (head < t.size() && !t.get(head).token().isNoun()) {
                head++;
            }
        }
        if (head < 0 || head + 1 >= t.size()) {
            return null;
        }
        TokenPart next = t.get(head + 1);
        boolean participle = "VERB".equals(next.token().pos()) && next.lexical() != null
                && next.lexical().wordClass() == PosClass.VBG;
        boolean place = "ADP".equals(next.token().pos()) && !next.word().equals("of");
        if (!participle && !place || t.stream().anyMatch(NumberAspectVariants::finite)
                || t.stream().anyMatch(p -> p.word().equals("there"))) {
            return null;
        }
        List<TokenPart> out = new ArrayList<>(t);
        out.add(0, plural ? word("are", "AUX", "be") : word("is", "AUX", "be"));
        TaggedToken there = new TaggedToken("there", "PRON", "there", 1, 6);
        out.add(0, new TokenPart(there, "there", "there", null, false));
        return out;
    }

    /**
     * Whether the predicate acts on one thing ("riding a horse", "at a desk with a keyboard"): one thing for several
     * subjects reads wrong ("Three women sitting at a desk with a keyboard and monitor"), so the subject stays one.
     */
    private static boolean handlesOneThing(List<TokenPart> t, Subject s) {
        for (int i = s.verb(); i < t.size(); i++) {
            if (!t.get(i).token().isNoun() || t.get(i).token().isPlural()) {
                continue;
            }
            boolean holdsOne = ONE_HOLDER.contains(t.get(i).word().toLowerCase(Locale.ROOT));
            int k = i - 1;
            while (k > s.verb() && (t.get(k).token().isAdjective() || t.get(k).token().isNoun())) {
                k--;
            }
            if (k <= s.verb() || !(t.get(k).word().equals("a") || t.get(k).word().equals("an"))) {
                continue;
            }
            TokenPart before = t.get(k - 1);
            if (holdsOne || "VERB".equals(before.token().pos()) || before.word().equals("with") || before.word().equals("and")) {
                return true;
            }
        }
        return false;
    }

    /** "is sitting" / "sitting" after the subject -> "sits" ("sit" for a plural); "sits" -> "is sitting" (gerund seen). */
    private List<TokenPart> aspect(List<TokenPart> t, Subject s) {
        TokenPart v = t.get(s.verb());
        boolean be = v.word().equals("is") || v.word().equals("are");
        int g = be ? s.verb() + 1 : s.verb();
        if (g < t.size() && "VERB".equals(t.get(g).token().pos()) && t.get(g).lexical() != null
                && t.get(g).lexical().wordClass() == PosClass.VBG) {
            String lemma = lemma(t.get(g).token());
            if (lemma.equals("be") || !lemma.chars().allMatch(Character::isLetter)) {
                return null;
            }
            String form = s.plural() ? lemma : thirdPerson(lemma);
            List<TokenPart> out = new ArrayList<>(t);
            out.set(g, verb(form, lemma, s.plural() ? PosClass.VBP : PosClass.VBZ));
            if (be) {
                out.remove(s.verb());
            }
            return out;
        }
        if ("VERB".equals(v.token().pos()) && v.lexical() != null
                && (v.lexical().wordClass() == PosClass.VBZ || v.lexical().wordClass() == PosClass.VBP)) {
            TokenPart gerund = gerunds.get(lemma(v.token()));
            TokenPart aux = s.plural() ? word("are", "AUX", "be") : word("is", "AUX", "be");
            if (gerund == null) {
                return null;
            }
            List<TokenPart> out = new ArrayList<>(t);
            out.set(s.verb(), gerund);
            out.add(s.verb(), aux);
            return out;
        }
        return null;
    }

    private static boolean finite(TokenPart p) {
        if (FINITE.contains(p.word())) {
            return true;
        }
        return "VERB".equals(p.token().pos()) && p.lexical() != null
                && (p.lexical().wordClass() == PosClass.VBZ || p.lexical().wordClass() == PosClass.VBP);
    }

    /** {@code verb} agreeing with a plural ({@code toPlural}) or singular subject; null when it cannot be made. */
    private TokenPart agree(TokenPart verb, boolean toPlural) {
        String w = verb.word();
        String lemma = lemma(verb.token());
        return switch (w) {
            case "is", "are" -> toPlural ? word("are", "AUX", "be") : word("is", "AUX", "be");
            case "was", "were" -> toPlural ? word("were", "AUX", "be") : word("was", "AUX", "be");
            case "has", "have" -> toPlural ? verb("have", "have", PosClass.VBP) : verb("has", "have", PosClass.VBZ);
            default -> lemma.chars().allMatch(Character::isLetter) && !lemma.equals("be")
                    ? toPlural ? verb(lemma, lemma, PosClass.VBP) : verb(thirdPerson(lemma), lemma, PosClass.VBZ)
                    : null;
        };
    }

    /** The plural of a noun lemma: the corpus's, an irregular one, or a regular one WordNet knows; null when none. */
    String plural(String lemma) {
        if (pluralSeen.containsKey(lemma)) {
            return pluralSeen.get(lemma);
        }
        if (IRREGULAR_PLURAL.containsKey(lemma)) {
            return IRREGULAR_PLURAL.get(lemma);
        }
        if (!lemma.chars().allMatch(Character::isLetter) || lemma.endsWith("f") || lemma.endsWith("fe")
                || lemma.endsWith("o")) {
            return null; // "knives", "tomatoes" / "photos": the rule cannot tell
        }
        String p = lemma.matches(".*(s|x|z|ch|sh)") ? lemma + "es"
                : lemma.matches(".*[^aeiou]y") ? lemma.substring(0, lemma.length() - 1) + "ies" : lemma + "s";
        return knownNoun.test(p) ? p : null;
    }

    static String thirdPerson(String lemma) {
        return switch (lemma) {
            case "have" -> "has";
            case "do" -> "does";
            case "go" -> "goes";
            default -> lemma.matches(".*(s|x|z|ch|sh|o)") ? lemma + "es"
                    : lemma.matches(".*[^aeiou]y") ? lemma.substring(0, lemma.length() - 1) + "ies" : lemma + "s";
        };
    }

    private static String lemma(TaggedToken t) {
        return t.lemma().toLowerCase(Locale.ROOT);
    }

    private TokenPart noun(String form, String lemma, TaggedToken like) {
        // Always the lemma it was made from: the tagger gives "people" itself as its lemma.
        TaggedToken t = new TaggedToken(form, like.pos(), lemma, 1, 1 + form.length());
        LexicalWord w = new LexicalWord(form, PosClass.N);
        return new TokenPart(t, form, w.templateItem(), w, false);
    }

    private TokenPart verb(String form, String lemma, PosClass c) {
        TokenPart seen = exemplars.get(form);
        if (seen != null && seen.lexical() != null && seen.lexical().wordClass() == c) {
            return seen;
        }
        TaggedToken t = new TaggedToken(form, form.equals("has") || form.equals("have") ? "VERB" : "VERB", lemma, 1,
                1 + form.length());
        LexicalWord w = new LexicalWord(form, c);
        return new TokenPart(t, form, w.templateItem(), w, false);
    }

    /** A word as the corpus wrote it (its token and template item), else a new token tagged {@code pos}. */
    private TokenPart word(String form, String pos, String lemma) {
        TokenPart seen = exemplars.get(form);
        if (seen != null && seen.token().pos().equals(pos)) {
            return seen.token().start() == 0 ? new TokenPart(new TaggedToken(form, pos, lemma, 1, 1 + form.length()),
                    form, seen.item(), seen.lexical(), seen.gapWord()) : seen;
        }
        TaggedToken t = new TaggedToken(form, pos, lemma, 1, 1 + form.length());
        if (pos.equals("AUX")) {
            LexicalWord w = new LexicalWord(form, form.equals("is") || form.equals("has") ? PosClass.VBZ
                    : form.equals("was") || form.equals("were") ? PosClass.VBD : PosClass.VBP);
            return new TokenPart(t, form, w.templateItem(), w, false);
        }
        return new TokenPart(t, form, null, null, true);
    }
}
