package org.pairlab.augment.erg;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairlab.text.TaggedToken;

/**
 * Who or what a caption is about: the head of its first noun phrase ("a couple of animals" is about animals, "a man
 * and a woman" about people), read with word lists, not a parser. ERG uses it so a style phrase fits the factual
 * subject: "his" wants one male, "they" several, "enjoying the beauty of nature" someone rather than a plate.
 *
 * @param kind   a person, an animal or a thing
 * @param plural whether the subject is more than one
 * @param gender male or female when the subject's noun says so, else {@link Gender#UNKNOWN}
 */
public record CaptionSubject(Kind kind, boolean plural, Gender gender) {
    /** What the subject is. */
    public enum Kind {
        /** A person or people. */
        PERSON,
        /** An animal or animals. */
        ANIMAL,
        /** Anything else (a plate, a train, a street). */
        THING;

        /** Whether it can act: a person or an animal. */
        public boolean animate() {
            return this != THING;
        }
    }

    /** The subject's gender, as its noun says it. */
    public enum Gender {
        /** "man", "boy", "he". */
        MALE,
        /** "woman", "girl", "she". */
        FEMALE,
        /** Not said, mixed, or not a person. */
        UNKNOWN
    }

    static final Set<String> MALE_NOUNS = words("man men boy boys guy guys gentleman gentlemen father dad son husband groom brother grandfather king he male businessman policeman fisherman sportsman");
    static final Set<String> FEMALE_NOUNS = words("woman women girl girls lady ladies mother mom daughter wife bride sister grandmother queen she female businesswoman");
    /** Person nouns beyond the gendered ones, lemmas and plurals. */
    static final Set<String> PERSON_NOUNS = words("person people persons child children kid kids baby babies toddler player skier surfer skateboarder snowboarder rider biker bicyclist cyclist chef cook family couple crowd team athlete batter catcher pitcher umpire officer worker student adult teenager teen someone somebody they friend friends parent parents equestrian tourist jockey tennis spectator passenger pedestrian man woman soldier cowboy climber hiker swimmer runner dancer musician performer vendor customer doctor nurse police policeman individual youngster infant group audience fan fans owner lover lovers bride groom players guy lady boy girl gentleman human guest youth motorcyclist driver visitor traveler traveller commuter skater shopper diner competitor artist waiter waitress bartender farmer sailor pilot businessman businesswoman");
    static final Set<String> ANIMAL_NOUNS = words("dog puppy pup cat kitten kitty horse pony bird elephant giraffe zebra cow calf sheep lamb bear animal duck goat pigeon seagull gull goose swan parrot owl eagle hawk deer monkey pig bull ox cattle squirrel mouse rabbit bunny fish lion tiger wolf fox camel donkey mule chicken hen rooster dolphin whale seal penguin poodle terrier retriever collie labrador shepherd pitbull dachshund chihuahua husky beagle bulldog boxer spaniel pug dalmatian rottweiler doberman corgi schnauzer herd flock pet sheepdog buffalo bison moose turtle");
    /** Nouns that count others ("a group of people"): the subject is what follows "of", and it is plural. */
    private static final Set<String> COUNTING = words("group couple pair crowd bunch herd flock lot lots number team family few pack line row set variety collection pile stack plate bowl box tray basket view picture photo close closeup image kind type side");
    /** Counting nouns that also name people when no "of" follows ("a group standing", "a couple kissing"). */
    private static final Set<String> PEOPLE_ALONE = words("group couple crowd team family");
    private static final Set<String> NUMBERS = words("two three four five six seven eight nine ten several many some few multiple both various numerous dozens lots");

    /** A set of the space-separated words of {@code list}. */
    private static Set<String> words(String list) {
        return Set.copyOf(java.util.Arrays.asList(list.split(" ")));
    }

    /**
     * The subject of a stylized scene: as {@link #of}, but a scene read as a thing becomes a person or an animal when
     * any of its words names one, or its head noun is an agent noun ("a motorcycle racer"): FlickrStyle scenes are
     * nearly all about people and dogs, and a thing-scene phrase is let onto things, so a mistake here costs more.
     */
    public static CaptionSubject sceneOf(List<TaggedToken> words) {
        CaptionSubject s = of(words);
        if (s.kind() != Kind.THING) {
            return s;
        }
        for (TaggedToken t : words) {
            String w = lower(t);
            if (PERSON_NOUNS.contains(w) || MALE_NOUNS.contains(w) || FEMALE_NOUNS.contains(w) || t.isNoun()
                    && (w.endsWith("er") || w.endsWith("ers") || w.endsWith("ist") || w.endsWith("ists"))) {
                return new CaptionSubject(Kind.PERSON, s.plural(), s.gender());
            }
            if (ANIMAL_NOUNS.contains(w) || w.endsWith("s") && ANIMAL_NOUNS.contains(w.substring(0, w.length() - 1))
                    || w.endsWith("hound") || w.endsWith("hounds")) {
                return new CaptionSubject(Kind.ANIMAL, s.plural(), s.gender());
            }
        }
        return s;
    }

    /** Who or what the words of a caption (punctuation left out) are about; a thing when no noun is found. */
    public static CaptionSubject of(List<TaggedToken> words) {
        int i = 0;
        boolean counted = false;
        while (i < words.size()) {
            TaggedToken w = words.get(i);
            String lw = lower(w);
            if ("VERB".equals(w.pos()) && !isNounLike(w) || "AUX".equals(w.pos())) {
                break;
            }
            if (NUMBERS.contains(lw)) {
                counted = true;
            }
            if (!isNounLike(w)) {
                i++;
                continue;
            }
            int j = i;
            while (j + 1 < words.size() && isNounLike(words.get(j + 1)) && !looksLikeVerb(words.get(j + 1), words.get(j))) {
                j++;
            }
            TaggedToken head = words.get(j);
            String h = lower(head);
            if (COUNTING.contains(h) && j + 1 < words.size() && "of".equals(lower(words.get(j + 1)))) {
                CaptionSubject inner = of(words.subList(j + 2, words.size()));
                boolean plural = !Set.of("plate", "bowl", "box", "tray", "basket", "view", "picture", "photo", "close",
                        "closeup", "image", "kind", "type", "side").contains(h) || inner.plural();
                if (Set.of("view", "picture", "photo", "close", "closeup", "image", "side").contains(h)) {
                    return inner;
                }
                if (Set.of("plate", "bowl", "box", "tray", "basket", "pile", "stack").contains(h)) {
                    return new CaptionSubject(Kind.THING, false, Gender.UNKNOWN);
                }
                return new CaptionSubject(inner.kind(), plural, inner.gender());
            }
            Kind kind = kindOf(head);
            // "a hot dog", "a teddy bear", "a stuffed raccoon": not animals.
            String before = j > 0 ? lower(words.get(j - 1)) : "";
            if (Set.of("hot", "teddy", "stuffed", "toy", "plush", "fire", "corn").contains(before)
                    || i > 0 && Set.of("stuffed", "toy", "plush").contains(lower(words.get(i - 1)))) {
                kind = Kind.THING;
            }
            if (PEOPLE_ALONE.contains(h)) {
                kind = Kind.PERSON;
            }
            boolean plural = counted || head.isPlural() || isPluralWord(h) || PEOPLE_ALONE.contains(h);
            Gender gender = genderOf(h);
            // "a man and a woman", "a dog and a cat": two subjects.
            int k = j + 1;
            if (k < words.size() && "and".equals(lower(words.get(k)))) {
                CaptionSubject other = of(words.subList(k + 1, words.size()));
                Kind both = kind == other.kind() ? kind : kind.animate() ? kind : other.kind();
                return new CaptionSubject(both, true, gender == other.gender() ? gender : Gender.UNKNOWN);
            }
            return new CaptionSubject(kind, plural, kind == Kind.PERSON ? gender : Gender.UNKNOWN);
        }
        return new CaptionSubject(Kind.THING, false, Gender.UNKNOWN);
    }

    /**
     * Whether a word the tagger took for a noun is more likely the verb after the subject: an -ing form ("a man
     * standing"), or an -s form after a person or animal noun ("a young man jumps").
     */
    private static boolean looksLikeVerb(TaggedToken t, TaggedToken before) {
        String w = lower(t);
        if (PERSON_NOUNS.contains(w) || ANIMAL_NOUNS.contains(w) || MALE_NOUNS.contains(w) || FEMALE_NOUNS.contains(w)) {
            return false;
        }
        if (w.endsWith("ing") && w.length() > 4) {
            return true;
        }
        return w.endsWith("s") && kindOf(before) != Kind.THING;
    }

    private static boolean isNounLike(TaggedToken t) {
        String w = lower(t);
        return t.isNoun() || PERSON_NOUNS.contains(w) || ANIMAL_NOUNS.contains(w) || MALE_NOUNS.contains(w)
                && !"he".equals(w) || FEMALE_NOUNS.contains(w) && !"she".equals(w);
    }

    private static Kind kindOf(TaggedToken head) {
        String w = lower(head);
        String lemma = head.lemma() == null ? w : head.lemma().toLowerCase(Locale.ROOT);
        if (PERSON_NOUNS.contains(w) || PERSON_NOUNS.contains(lemma) || MALE_NOUNS.contains(w)
                || FEMALE_NOUNS.contains(w) || MALE_NOUNS.contains(lemma) || FEMALE_NOUNS.contains(lemma)) {
            return Kind.PERSON;
        }
        if (ANIMAL_NOUNS.contains(w) || ANIMAL_NOUNS.contains(lemma)
                || w.endsWith("s") && ANIMAL_NOUNS.contains(w.substring(0, w.length() - 1))) {
            return Kind.ANIMAL;
        }
        if (w.endsWith("s") && PERSON_NOUNS.contains(w.substring(0, w.length() - 1))) {
            return Kind.PERSON;
        }
        return Kind.THING;
    }

    private static Gender genderOf(String w) {
        if (MALE_NOUNS.contains(w)) {
            return Gender.MALE;
        }
        return FEMALE_NOUNS.contains(w) ? Gender.FEMALE : Gender.UNKNOWN;
    }

    private static boolean isPluralWord(String w) {
        if (Set.of("people", "men", "women", "children", "police", "geese", "mice", "cattle").contains(w)) {
            return true;
        }
        return w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is") && w.length() > 3;
    }

    private static String lower(TaggedToken t) {
        return t.text().toLowerCase(Locale.ROOT);
    }
}
