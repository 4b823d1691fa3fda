package org.pairlab.augment.cutswap;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.pairlab.project.Category;
import org.pairlab.project.Project;
import org.pairlab.text.WordNetLookup;

/**
 * Coarse meaning classes that CutSwap clusters never cross (issue 14 point 2): a word embedding alone puts "apple"
 * with "laptop" and "pizza" with "tv". A word's class is the supercategory of its box category in the project's
 * datasets (COCO: food, electronic, animal, vehicle, ...); for a category without one, the WordNet lexicographer file
 * of the category's (else the word's) first noun sense (noun.food, noun.artifact, noun.animal, noun.person, ...).
 */
final class SemanticGroups {
    private final Map<String, String> supercategories;
    private final ObjectVocabulary vocabulary;
    private final WordNetLookup wordNet;
    private final Map<String, String> cache = new HashMap<>();

    SemanticGroups(Map<String, String> supercategories, ObjectVocabulary vocabulary, WordNetLookup wordNet) {
        this.supercategories = Map.copyOf(supercategories);
        this.vocabulary = vocabulary;
        this.wordNet = wordNet;
    }

    /** The supercategories of every dataset's categories in the project (the first dataset naming one wins). */
    static SemanticGroups of(Project project, ObjectVocabulary vocabulary, WordNetLookup wordNet) {
        Map<String, String> supers = new HashMap<>();
        for (var d : project.datasets().list()) {
            for (Category c : project.datasets().categories(d.id())) {
                if (c.supercategory() != null && !c.supercategory().isBlank()) {
                    supers.putIfAbsent(c.name(), c.supercategory().strip());
                }
            }
        }
        return new SemanticGroups(supers, vocabulary, wordNet);
    }

    /** The class of an object word; words of one class may share a cluster, words of two classes never. */
    String group(String word) {
        return cache.computeIfAbsent(word, this::find);
    }

    private String find(String word) {
        Optional<String> category = vocabulary.category(word);
        if (category.isPresent() && supercategories.containsKey(category.get())) {
            return "super:" + supercategories.get(category.get());
        }
        String key = category.orElse(word);
        return wordNet.lexicalFile(key).or(() -> wordNet.lexicalFile(word)).map(f -> "wordnet:" + f)
                .orElse("category:" + key);
    }
}
