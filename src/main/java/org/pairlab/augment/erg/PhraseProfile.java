package org.pairlab.augment.erg;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.pairlab.augment.erg.CaptionSubject.Gender;
import org.pairlab.augment.erg.CaptionSubject.Kind;
import org.pairlab.text.TaggedToken;

/**
 * What a style phrase asks of the caption it is grafted into, worked out once when the model is built: the subject
 * of the scene it came from, what its pronouns say ("his": one male; "they": several; "its": one non-person),
 * whether it refers to someone ("for her lover") or holds a verb someone must do ("enjoying the view"), and the
 * grammar or spelling problem found in it in its own caption (FlickrStyle typos such as "trying to rides").
 *
 * @param scene            the subject of the stylized caption the phrase came from
 * @param gender           the gender its pronouns name; {@link Gender#UNKNOWN} when none
 * @param plural           the number its pronouns name; empty when none
 * @param person           whether its pronouns or words name a person ("he", "her lover", "in love")
 * @param someone          whether it refers to someone: a pronoun or a relation ("owner", "lover")
 * @param acts             whether it holds a verb, so its subject must be able to act
 * @param notPerson        whether it says "it" or "its" of its subject, which is then no person
 * @param modifier         whether it is a modifier ("cute", "silly") rather than a clause
 * @param ownSubject       whether it is a clause with its own subject ("because grandma forgot to cook dinner")
 * @param purpose          whether it is a clause of purpose ("to reach outer space")
 * @param problem          why it should not be grafted (a grammar rule, a typo, a tokenized contraction); empty when clean
 * @param styleProbability P(target style | the phrase alone)
 * @param action           the subject and action the phrase was said of in its scene (round 9r, {@link SceneFit})
 */
public record PhraseProfile(CaptionSubject scene, Gender gender, Optional<Boolean> plural, boolean person,
        boolean someone, boolean acts, boolean notPerson, boolean modifier, boolean ownSubject, boolean purpose, String problem,
        double styleProbability, SceneAction action) {
    /** A profile whose scene's action is unknown (phrases made up outside a corpus, tests). */
    public PhraseProfile(CaptionSubject scene, Gender gender, Optional<Boolean> plural, boolean person,
            boolean someone, boolean acts, boolean notPerson, boolean modifier, boolean ownSubject, boolean purpose,
            String problem, double styleProbability) {
        this(scene, gender, plural, person, someone, acts, notPerson, modifier, ownSubject, purpose, problem,
                styleProbability, new SceneAction(scene, "", Optional.empty(), false));
    }

    private static final Set<String> MALE = Set.of("he", "him", "his", "himself");
    private static final Set<String> FEMALE = Set.of("she", "her", "hers", "herself");
    private static final Set<String> PLURAL = Set.of("they", "them", "their", "theirs", "themselves", "each other",
            "together");
    /** Openers of a clause that brings its own subject ("because grandma forgot ..."). */
    private static final Set<String> OWN_SUBJECT_OPENERS = Set.of("because", "while", "when", "since", "so",
            "though", "although", "until", "after", "before", "but", "as");
    private static final Set<String> THING_SINGULAR = Set.of("it", "its", "itself");
    /** Words that name someone the subject relates to, so the subject must be someone too. */
    private static final Set<String> RELATIONS = Set.of("lover", "lovers", "owner", "owners", "master", "girlfriend",
            "boyfriend", "friend", "friends", "wife", "husband", "partner", "sweetheart", "mom", "dad", "mother",
            "father", "buddy", "crush", "love", "beloved", "darling", "honey", "date", "kiss", "kisses", "family");

    /** A profile of a clean phrase that asks nothing (for tests and for phrases made up outside a corpus). */
    public static PhraseProfile neutral() {
        return new PhraseProfile(new CaptionSubject(Kind.THING, false, Gender.UNKNOWN), Gender.UNKNOWN,
                Optional.empty(), false, false, false, false, false, false, false, "", 1.0);
    }

    /**
     * The profile of {@code phrase} read from its caption's tagged words: pronouns, relations and verbs inside the
     * phrase's span, and the subject of the whole caption.
     */
    static PhraseProfile of(StylePhrase phrase, List<TaggedToken> captionWords, String problem,
            double styleProbability) {
        CaptionSubject scene = CaptionSubject.sceneOf(captionWords);
        Gender gender = Gender.UNKNOWN;
        Optional<Boolean> plural = Optional.empty();
        boolean person = false;
        boolean someone = false;
        boolean acts = false;
        boolean notPerson = false;
        boolean ownSubject = false;
        List<String> words = EmbeddedGenerator.wordsOf(phrase.phrase());
        String joined = " " + String.join(" ", words) + " ";
        for (String w : words) {
            if (MALE.contains(w)) {
                gender = Gender.MALE;
                plural = Optional.of(false);
                someone = true;
            } else if (FEMALE.contains(w)) {
                gender = Gender.FEMALE;
                plural = Optional.of(false);
                someone = true;
            } else if (PLURAL.contains(w)) {
                plural = Optional.of(true);
                someone = true;
            } else if (THING_SINGULAR.contains(w)) {
                plural = Optional.of(false);
                notPerson = true;
            } else if (RELATIONS.contains(w)) {
                someone = true;
            }
        }
        if (joined.contains(" each other ")) {
            plural = Optional.of(true);
            someone = true;
        }
        // Pronouns of a person ("he", "she") name a person unless the scene was an animal ("a dog ... his owner").
        if (gender != Gender.UNKNOWN && scene.kind() != Kind.ANIMAL || joined.startsWith(" in love ")
                || words.contains("lover") || words.contains("lovers")) {
            person = true;
        }
        for (TaggedToken t : captionWords) {
            if (t.start() >= phrase.start() && t.end() <= phrase.end()
                    && ("VERB".equals(t.pos()) || "AUX".equals(t.pos()))) {
                acts = true;
            }
        }
        // "to swim", "ready to fly": the tagger may call the verb a noun, but someone must do it.
        if (!words.isEmpty() && ("to".equals(words.get(0)) || words.get(0).endsWith("ing") && words.get(0).length() > 4)) {
            acts = true;
        }
        // "because grandma forgot to cook dinner": the clause has its own subject, so the caption's need not act.
        if (words.size() > 2 && OWN_SUBJECT_OPENERS.contains(words.get(0)) && !MALE.contains(words.get(1))
                && !FEMALE.contains(words.get(1)) && !PLURAL.contains(words.get(1)) && !"it".equals(words.get(1))
                && !words.get(1).endsWith("ing")) {
            acts = false;
            ownSubject = true;
        }
        return new PhraseProfile(scene, gender, plural, person, someone, acts, notPerson,
                phrase.kind() == PhraseKind.MODIFIER, ownSubject,
                joined.startsWith(" to "), problem,
                styleProbability, SceneAction.of(captionWords, scene, phrase.start(), phrase.end(), true));
    }

    /** Whether nothing was found wrong with the phrase itself. */
    public boolean clean() {
        return problem.isEmpty();
    }

    /**
     * Whether its pronouns and relations agree with {@code subject}: gender and number where the phrase says them,
     * someone (not a thing) for "his", "lover" or "they are", a person for "in love" or "she".
     */
    public boolean agrees(CaptionSubject subject) {
        if (plural.isPresent() && plural.get() != subject.plural()) {
            return false;
        }
        if (gender != Gender.UNKNOWN && subject.gender() != Gender.UNKNOWN && gender != subject.gender()) {
            return false;
        }
        if (someone && !subject.kind().animate()) {
            return false;
        }
        if (person && subject.kind() != Kind.PERSON) {
            return false;
        }
        // "its" is not said of a person.
        return !(notPerson && subject.kind() == Kind.PERSON);
    }

    /**
     * How well the phrase fits {@code subject}, 0 to 3: 0 when it disagrees; for someone, 3 when its scene's subject
     * is of the same kind, 2 when both are someone (a person's phrase on a dog), 1 for a thing's phrase; for a thing,
     * 2 for a clause with its own subject, 1 for a clause of purpose, else 0.
     */
    public int fit(CaptionSubject subject) {
        if (!agrees(subject)) {
            return 0;
        }
        if (!subject.kind().animate()) {
            // A thing can take a clause with its own subject ("because grandma forgot to cook dinner") or, read as
            // personification, a purpose ("to reach outer space"); not a participle ("looking for lunch"), a
            // comparison, a relation or a prepositional phrase of another scene ("at a girl in a lake"). A thing
            // scene earns nothing: scene subjects are read with word lists.
            if (ownSubject) {
                return 2;
            }
            return purpose && !someone && !person ? 1 : 0;
        }
        if (scene.kind() == subject.kind()) {
            return 3;
        }
        return scene.kind().animate() ? 2 : 1;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s/%s/%s%s%s%s%s", scene.kind(), gender,
                plural.map(p -> p ? "plural" : "singular").orElse("-"), person ? " person" : "",
                someone ? " someone" : "", acts ? " acts" : "", problem.isEmpty() ? "" : " [" + problem + "]")
                + " <" + action + ">";
    }
}
