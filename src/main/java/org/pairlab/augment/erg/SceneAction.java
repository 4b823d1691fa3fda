package org.pairlab.augment.erg;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.pairlab.text.TaggedToken;

/**
 * The subject and the action a style phrase is said of: who a caption is about and the last verb done before a point
 * (the phrase's start in its stylized scene; the end of a factual caption, where retrieved phrases go). A phrase fits
 * another caption only where this matches ({@link SceneFit}).
 *
 * @param subject      who or what the caption is about
 * @param verb         the verb's lemma ("sit" of "sitting"); empty when the caption says no action
 * @param action       its action class; empty when the verb is not in {@link ActionClasses} (it matches only itself)
 * @param otherSubject whether the verb belongs to a clause with another subject ("... while people look on")
 * @param subjectWords the caption's words before the point, lower-case
 */
record SceneAction(CaptionSubject subject, String verb, Optional<ActionClasses.Action> action, boolean otherSubject,
        List<String> subjectWords) {
    /** As the canonical constructor, with no words of the caption kept. */
    SceneAction(CaptionSubject subject, String verb, Optional<ActionClasses.Action> action, boolean otherSubject) {
        this(subject, verb, action, otherSubject, List.of());
    }

    /** Words that open a clause which may bring its own subject. */
    private static final Set<String> OPENERS = Set.of("while", "as", "when", "where", "whilst", "and", "but",
            "because", "so", "after", "before", "until", "with", "since");
    /** Words of another subject a pronoun does not name ("while someone else holds a kite"). */
    private static final Set<String> OTHERS = Set.of("someone", "somebody", "others", "another", "everyone", "one",
            "people", "nobody");
    private static final Set<String> PICTURES = Set.of("picture", "pictures", "photo", "photos", "selfie", "photograph",
            "photographs", "snapshot", "shot", "video");

    /** Whether any action was found. */
    boolean acts() {
        return !verb.isEmpty();
    }

    /**
     * The subject and last action of {@code words} (a caption's tagged words, punctuation left out) before character
     * {@code end}; when none is found and {@code orAfter}, the first action after it ("two people in love are
     * walking": the phrase came before its verb).
     */
    static SceneAction of(List<TaggedToken> words, CaptionSubject subject, int end, boolean orAfter) {
        return of(words, subject, end, end, orAfter);
    }

    /**
     * As above for a phrase spanning {@code start} to {@code end}: the last action before its start, or (when none
     * and {@code orAfter}) the first after its end; the phrase's own verbs are not the scene's action.
     */
    static SceneAction of(List<TaggedToken> words, CaptionSubject subject, int start, int end, boolean orAfter) {
        int last = -1;
        for (int i = 0; i < words.size() && words.get(i).end() <= start; i++) {
            if (verbAt(words, i).isPresent()) {
                last = i;
            }
        }
        if (last < 0 && orAfter) {
            for (int i = 0; i < words.size(); i++) {
                if (words.get(i).start() >= end && verbAt(words, i).isPresent()) {
                    last = i;
                    break;
                }
            }
        }
        // The caption's words before the phrase, for who the subject is ("two young children").
        List<String> before = words.stream().filter(t -> t.end() <= start).map(SceneAction::lower).toList();
        if (last < 0) {
            return new SceneAction(subject, "", Optional.empty(), false, before);
        }
        String lemma = verbAt(words, last).get();
        return new SceneAction(subject, lemma, ActionClasses.of(lemma), otherSubject(words, last)
                || subject.kind() == CaptionSubject.Kind.PERSON && itDoes(words, last), before);
    }

    /** The action of a whole factual caption: its last verb. */
    static SceneAction ofCaption(List<TaggedToken> words) {
        return of(words, CaptionSubject.of(words), Integer.MAX_VALUE, false);
    }

    /** The lemma of the verb at {@code i} when it is an action of the subject, else empty. */
    static Optional<String> verbAt(List<TaggedToken> words, int i) {
        TaggedToken t = words.get(i);
        String w = lower(t);
        boolean taggedVerb = "VERB".equals(t.pos());
        String next = i + 1 < words.size() ? lower(words.get(i + 1)) : "";
        String before = i > 0 ? lower(words.get(i - 1)) : "";
        TaggedToken prev = i > 0 ? words.get(i - 1) : null;
        if (ActionClasses.NOUNS.contains(w) && !taggedVerb || ActionClasses.NO_ACTION.contains(w) && !isTake(w)) {
            return Optional.empty();
        }
        if (isTake(w)) {
            // "taking a picture": photographing; any other "take" is no action of its own.
            for (int j = i + 1; j < Math.min(words.size(), i + 4); j++) {
                if (PICTURES.contains(lower(words.get(j)))) {
                    return Optional.of("photograph");
                }
            }
            return Optional.empty();
        }
        Optional<String> lemma = ActionClasses.lemma(w);
        if ("to".equals(next) && lemma.filter(ActionClasses.FRAMES::contains).isPresent()) {
            return Optional.empty(); // "preparing to jump": the action is the jump
        }
        lemma = lemma.map(l -> ActionClasses.byObject(l, words.subList(i + 1, Math.min(words.size(), i + 5)).stream()
                .map(SceneAction::lower).toList()));
        if (lemma.isPresent()) {
            // "a silver flip phone": a base form right after a singular noun is no verb in a caption (it would say
            // "flips"); after a plural ("two dogs play") it is.
            boolean afterSingular = prev != null && "NOUN".equals(prev.pos()) && !ActionClasses.inflected(w)
                    && !CaptionSubject.of(List.of(prev)).plural() && !"to".equals(before);
            // A determiner or adjective before it makes it a noun ("a ride", "a long walk"); after the subject, "and"
            // or "to", an inflected form is a verb the tagger may have called a noun ("a man sits", "and smiles").
            boolean nounPlace = prev != null && ("DET".equals(prev.pos()) || "ADJ".equals(prev.pos())
                    || Set.of("his", "her", "their", "its", "my", "your", "our").contains(before));
            // "wearing skis", "holding kites": an -s form right after a verb is its object.
            boolean object = prev != null && "VERB".equals(prev.pos()) && w.endsWith("s") && !w.endsWith("ss");
            if (afterSingular || object) {
                return Optional.empty();
            }
            if (taggedVerb && !nounPlace) {
                return lemma;
            }
            boolean verbPlace = prev != null && (Set.of("NOUN", "PROPN", "PRON", "CCONJ", "AUX", "SCONJ", "PART")
                    .contains(prev.pos()) || "to".equals(before) || "who".equals(before) || "that".equals(before));
            return verbPlace && (ActionClasses.inflected(w) || "to".equals(before)) && !nounPlace ? lemma
                    : Optional.empty();
        }
        // A verb the table lacks: itself; "-ed" forms describe a thing ("plated", "parked"), they are no action.
        boolean afterSingularNoun = prev != null && "NOUN".equals(prev.pos()) && !ActionClasses.inflected(w)
                && !CaptionSubject.of(List.of(prev)).plural();
        if (taggedVerb && !w.endsWith("ed") && w.length() > 2 && !afterSingularNoun) {
            return Optional.of(ActionClasses.guess(w));
        }
        return Optional.empty();
    }

    private static boolean isTake(String w) {
        return Set.of("take", "takes", "taking", "took").contains(w);
    }

    /**
     * Whether the verb at {@code v} has a subject of its own after a clause opener ("while people look on", "while
     * someone else holds a kite", "with a boy riding on it"); a pronoun ("as he skateboards") names the subject.
     */
    private static boolean otherSubject(List<TaggedToken> words, int v) {
        for (int j = v - 1; j >= 0; j--) {
            String w = lower(words.get(j));
            // "A man and a woman walking", "a woman with a dog": before any verb, "and" and "with" join the subject.
            if (OPENERS.contains(w) && hasVerbBefore(words, j)) {
                for (int k = j + 1; k < v; k++) {
                    TaggedToken t = words.get(k);
                    String x = lower(t);
                    if ("NOUN".equals(t.pos()) || "PROPN".equals(t.pos()) || "NUM".equals(t.pos())
                            || OTHERS.contains(x)) {
                        return true;
                    }
                }
                return false;
            }
            if (j < v - 1 && verbAt(words, j).isPresent()) {
                return false; // another verb of the same subject comes first ("sitting on a bench reading")
            }
        }
        return false;
    }

    /**
     * Whether the verb at {@code v} is another subject's: after a clause opener with its own subject ("while others
     * watch"), or a participle said of what an earlier looking verb looks at ("watches cars racing", "looking at a
     * man riding").
     */
    static boolean ofAnother(List<TaggedToken> words, int v) {
        return otherSubject(words, v) || ofLookedAt(words, v);
    }

    /** Whether the "-ing" verb at {@code v} follows the noun an earlier look verb takes ("watches cars racing"). */
    private static boolean ofLookedAt(List<TaggedToken> words, int v) {
        if (!lower(words.get(v)).endsWith("ing")) {
            return false;
        }
        boolean noun = false;
        for (int j = v - 1; j >= 0; j--) {
            TaggedToken t = words.get(j);
            String w = lower(t);
            if ("NOUN".equals(t.pos()) || "PROPN".equals(t.pos()) || OTHERS.contains(w)) {
                noun = true;
                continue;
            }
            if ("DET".equals(t.pos()) || "ADJ".equals(t.pos()) || "NUM".equals(t.pos()) || "at".equals(w)) {
                continue;
            }
            Optional<String> lemma = noun ? verbAt(words, j) : Optional.empty();
            return lemma.flatMap(ActionClasses::of).filter(a -> a.family().equals("look")).isPresent();
        }
        return false;
    }

    /** Whether "it" is the verb's subject ("A man riding on a horse as it jumps"): for a person, another subject. */
    private static boolean itDoes(List<TaggedToken> words, int v) {
        return v > 0 && "it".equals(lower(words.get(v - 1)));
    }

    private static boolean hasVerbBefore(List<TaggedToken> words, int j) {
        for (int k = 0; k < j; k++) {
            if ("VERB".equals(words.get(k).pos()) || "AUX".equals(words.get(k).pos()) || verbAt(words, k).isPresent()) {
                return true;
            }
        }
        return false;
    }

    private static String lower(TaggedToken t) {
        return t.text().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return subject.kind() + (subject.plural() ? "s" : "") + " " + (verb.isEmpty() ? "-" : verb)
                + action.map(a -> "(" + a.family() + "/" + a.kind() + ")").orElse("") + (otherSubject ? " other" : "");
    }
}
