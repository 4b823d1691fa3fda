package org.pairlab.augment;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pairlab.augment.cutswap.ObjectVocabulary;
import org.pairlab.project.Box;
import org.pairlab.project.Project;
import org.pairlab.text.TaggedToken;

/**
 * The object words of a sample that caption rewrites must not touch, from the one list CutSwap uses too: the project's
 * CutSwap {@link ObjectVocabulary} (built-in: COCO-80 with its caption words). Protected are the words of every box
 * category of the sample ("man", "woman", "people" for a person box) and the category names, so captions stay linked
 * to boxes; and no rewrite may bring in an object word of its own ({@link #isObjectWord}).
 */
public final class ProtectedWords {
    private final Set<String> words;
    private final Set<String> objectWords;

    private ProtectedWords(Set<String> words, Set<String> objectWords) {
        this.words = Set.copyOf(words);
        this.objectWords = Set.copyOf(objectWords);
    }

    /** The protected words of a sample's boxes, with the project's object vocabulary. */
    public static ProtectedWords of(List<Box> boxes, Project project) {
        return of(boxes, ObjectVocabulary.load(project).words());
    }

    /** The protected words of a sample's boxes, with the built-in vocabulary (no project at hand). */
    public static ProtectedWords of(List<Box> boxes) {
        return of(boxes, ObjectVocabulary.cocoDefault().words());
    }

    /** @param vocabulary object word -> box category ("" when none), as {@link ObjectVocabulary#words()} */
    public static ProtectedWords of(List<Box> boxes, Map<String, String> vocabulary) {
        Set<String> categories = new HashSet<>();
        Set<String> out = new HashSet<>();
        for (Box b : boxes) {
            if (b.category() == null) {
                continue;
            }
            String cat = b.category().toLowerCase(Locale.ROOT).strip();
            categories.add(cat);
            out.add(cat);
            for (String part : cat.split("[\\s_-]+")) {
                out.add(part); // "traffic light": both words name the object in captions
            }
        }
        Set<String> objects = new HashSet<>();
        vocabulary.forEach((word, category) -> {
            objects.add(word);
            if (categories.contains(category)) {
                out.add(word);
                for (String part : word.split(" ")) {
                    out.add(part);
                }
            }
        });
        return new ProtectedWords(out, objects);
    }

    /** Whether the token (by text or lemma) names a boxed object. */
    public boolean protects(TaggedToken t) {
        return words.contains(t.text().toLowerCase(Locale.ROOT)) || words.contains(t.lemma().toLowerCase(Locale.ROOT));
    }

    /** Whether a word names an object of the vocabulary (a rewrite must not bring one in, nor replace one). */
    public boolean isObjectWord(String word) {
        return objectWords.contains(word.toLowerCase(Locale.ROOT));
    }

    public Set<String> words() {
        return words;
    }
}
