package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/**
 * Finds object words of the vocabulary in a caption and the adjectives that describe them: in front of the object
 * inside its noun phrase ("a plain pizza") and predicative ("the pizza is plain"). Without a dependency parser the
 * noun phrase is the run of adjectives right before the noun, which is what UD's amod relation covers in captions.
 */
public final class CaptionObjects {
    /** Adjectives that do not describe how an object looks (the paper's failure cases "next", "same"). */
    private static final Set<String> JUNK_ATTRIBUTES = Set.of("next", "same", "other", "many", "several", "few", "own",
            "various", "different", "such", "more", "most", "only", "first", "second", "third", "last", "much", "able",
            "top", "front", "back", "left", "right", "middle", "each", "both", "sure", "ready");

    private static final Set<String> IRREGULAR_PLURALS = Set.of("people", "men", "women", "children", "persons", "mice",
            "geese", "teeth", "feet", "oxen", "cattle", "scissors", "skis", "glasses", "pants", "jeans");

    private final Tagging tagger;
    private final ObjectVocabulary vocabulary;

    public CaptionObjects(Tagging tagger, ObjectVocabulary vocabulary) {
        this.tagger = tagger;
        this.vocabulary = vocabulary;
    }

    public CaptionObjects(CaptionTagger tagger, ObjectVocabulary vocabulary) {
        this(tagger::tag, vocabulary);
    }

    public ObjectVocabulary vocabulary() {
        return vocabulary;
    }

    /** The object mentions of one caption, in order. */
    public List<ObjectMention> find(String caption) {
        return find(tagger.tag(caption));
    }

    public List<ObjectMention> find(TaggedCaption caption) {
        List<TaggedToken> t = caption.tokens();
        List<ObjectMention> out = new ArrayList<>();
        int i = 0;
        while (i < t.size()) {
            int matched = 0;
            String lemma = null;
            for (int n = Math.min(vocabulary.longestPhrase(), t.size() - i); n >= 1 && matched == 0; n--) {
                TaggedToken last = t.get(i + n - 1);
                if (!last.isNoun() && !(n > 1 && isNounish(last))) {
                    continue;
                }
                StringBuilder prefix = new StringBuilder();
                for (int k = i; k < i + n - 1; k++) {
                    prefix.append(lower(t.get(k).text())).append(' ');
                }
                String byLemma = prefix + lower(last.lemma());
                String byText = prefix + lower(last.text());
                if (vocabulary.contains(byLemma)) {
                    lemma = byLemma;
                    matched = n;
                } else if (vocabulary.contains(byText)) {
                    lemma = byText;
                    matched = n;
                }
            }
            if (matched == 0) {
                i++;
                continue;
            }
            int end = i + matched;
            if (end < t.size() && "NOUN".equals(t.get(end).pos())) {
                // "baseball player", "dog bed": the object word modifies the noun after it, which is what the phrase
                // names; the head is looked at next ("player"), this word is no mention of its own.
                i = end;
                continue;
            }
            // Object nouns right before the object word are part of its name ("pickup truck", "baseball player"):
            // the mention covers them, so a swap replaces the whole name and leaves no "car truck". Other nouns stay
            // ("ten speed bike" -> "ten speed motorcycle", not "ten motorcycle").
            int begin = i;
            while (begin > 0 && "NOUN".equals(t.get(begin - 1).pos()) && t.get(begin - 1).end() + 1 >= t.get(begin).start()
                    && vocabulary.contains(lower(t.get(begin - 1).text()))) {
                begin--;
            }
            TaggedToken first = t.get(begin);
            TaggedToken last = t.get(end - 1);
            boolean plural = isPlural(t, begin, last, lemma);
            List<ObjectMention.AttributeSlot> slots = new ArrayList<>();
            ObjectMention.AttributeSlot before = before(t, begin);
            if (before != null) {
                slots.add(before);
            }
            ObjectMention.AttributeSlot after = predicative(t, end);
            if (after != null) {
                slots.add(after);
            }
            out.add(new ObjectMention(first.start(), last.end(), caption.text().substring(first.start(), last.end()), lemma,
                    plural, vocabulary.category(lemma).orElse(null), slots));
            i = end;
        }
        return out;
    }

    /** Words after which a noun is singular whatever its lemma looks like ("a bus", "one glass"). */
    private static final Set<String> SINGULAR_DETERMINERS = Set.of("a", "an", "one", "another", "each", "every", "this",
            "that");

    /**
     * Whether the object word is plural: irregular plurals are listed ("people"); a singular determiner before the
     * phrase wins over the lemmatizer ("a bus" is singular even when "bus" is lemmatized "bu"); otherwise a word whose
     * lemma differs from its text ("dogs" -> "dog") is plural.
     */
    private static boolean isPlural(List<TaggedToken> t, int begin, TaggedToken last, String vocabularyLemma) {
        String text = lower(last.text());
        if (IRREGULAR_PLURALS.contains(text)) {
            return true;
        }
        int j = begin - 1;
        while (j >= 0 && (isAttribute(t.get(j)) || isJoiner(t.get(j)) || "ADV".equals(t.get(j).pos()))) {
            j--;
        }
        if (j >= 0 && SINGULAR_DETERMINERS.contains(lower(t.get(j).text()))) {
            return false;
        }
        int after = t.indexOf(last) + 1;
        if (after < t.size() && Set.of("are", "were").contains(lower(t.get(after).text()))) {
            return true; // "Sheep are standing": the verb says what the invariant noun does not
        }
        String head = vocabularyLemma.contains(" ") ? vocabularyLemma.substring(vocabularyLemma.lastIndexOf(' ') + 1) : vocabularyLemma;
        return !text.equals(lower(last.lemma())) && !text.equals(head);
    }

    private static boolean isNounish(TaggedToken t) {
        return t.isNoun() || "ADJ".equals(t.pos()) || "VERB".equals(t.pos()) || "X".equals(t.pos());
    }

    /** Adjectives right before the object, joined by "and", "or" or commas, as one slot. */
    private static ObjectMention.AttributeSlot before(List<TaggedToken> t, int objectStart) {
        int j = objectStart - 1;
        if (j < 0 || !isAttribute(t.get(j))) {
            return null;
        }
        List<String> words = new ArrayList<>();
        int startTok = j;
        while (j >= 0) {
            TaggedToken tok = t.get(j);
            if (isAttribute(tok)) {
                words.add(0, lower(tok.text()));
                startTok = j;
                j--;
            } else if (isJoiner(tok) && j - 1 >= 0 && isAttribute(t.get(j - 1))) {
                j--;
            } else {
                break;
            }
        }
        return new ObjectMention.AttributeSlot(t.get(startTok).start(), t.get(objectStart - 1).end(), words, false);
    }

    /** "the pizza is plain", "the buses are red and white": adjectives after a form of "be". */
    private static ObjectMention.AttributeSlot predicative(List<TaggedToken> t, int afterObject) {
        int j = afterObject;
        if (j >= t.size() || !"be".equals(lower(t.get(j).lemma())) && !isBe(t.get(j).text())) {
            return null;
        }
        j++;
        if (j < t.size() && "ADV".equals(t.get(j).pos())) {
            j++;
        }
        if (j >= t.size() || !isAttribute(t.get(j))) {
            return null;
        }
        int startTok = j;
        int endTok = j;
        List<String> words = new ArrayList<>();
        while (j < t.size()) {
            if (isAttribute(t.get(j))) {
                words.add(lower(t.get(j).text()));
                endTok = j;
                j++;
            } else if (isJoiner(t.get(j)) && j + 1 < t.size() && isAttribute(t.get(j + 1))) {
                j++;
            } else {
                break;
            }
        }
        // "the man is ready to ..." or "the cat is next to ...": an adjective followed by "to" is not an attribute.
        if (endTok + 1 < t.size() && "to".equalsIgnoreCase(t.get(endTok + 1).text())) {
            return null;
        }
        return new ObjectMention.AttributeSlot(t.get(startTok).start(), t.get(endTok).end(), words, true);
    }

    private static boolean isBe(String s) {
        String l = lower(s);
        return l.equals("is") || l.equals("are") || l.equals("was") || l.equals("were");
    }

    private static boolean isAttribute(TaggedToken tok) {
        return tok.isAdjective() && !JUNK_ATTRIBUTES.contains(lower(tok.text())) && tok.text().chars().allMatch(Character::isLetter);
    }

    private static boolean isJoiner(TaggedToken tok) {
        String l = lower(tok.text());
        return l.equals("and") || l.equals("or") || l.equals(",");
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
