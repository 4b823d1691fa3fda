package org.pairlab.augment;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pairlab.project.Box;
import org.pairlab.text.TaggedToken;

/**
 * The object words of a sample that caption rewrites must not touch: words naming a box category of the sample (and
 * the category's usual caption words, e.g. "man"/"woman"/"people" for a person box), so captions stay linked to boxes.
 */
public final class ProtectedWords {
    // Caption words annotators use for a COCO category; a rewrite of these would break the caption-box link.
    private static final Map<String, List<String>> ALIASES = Map.ofEntries(
            Map.entry("person", List.of("person", "people", "man", "men", "woman", "women", "boy", "girl", "child",
                    "children", "kid", "kids", "guy", "lady", "player", "baby", "skier", "surfer", "skateboarder",
                    "rider", "someone", "adult", "human", "male", "female", "individual")),
            Map.entry("car", List.of("car", "vehicle", "automobile", "auto", "taxi")),
            Map.entry("motorcycle", List.of("motorcycle", "motorbike", "bike", "scooter")),
            Map.entry("bicycle", List.of("bicycle", "bike", "cycle")),
            Map.entry("airplane", List.of("airplane", "plane", "jet", "aircraft", "airliner")),
            Map.entry("tv", List.of("tv", "television", "monitor", "screen")),
            Map.entry("laptop", List.of("laptop", "computer", "notebook")),
            Map.entry("couch", List.of("couch", "sofa")),
            Map.entry("dining table", List.of("table", "desk")),
            Map.entry("cell phone", List.of("phone", "cellphone", "smartphone")),
            Map.entry("dog", List.of("dog", "puppy", "pup")),
            Map.entry("cat", List.of("cat", "kitten", "kitty")),
            Map.entry("boat", List.of("boat", "ship", "vessel", "canoe", "kayak")),
            Map.entry("cup", List.of("cup", "mug")),
            Map.entry("sports ball", List.of("ball", "football", "baseball", "soccer")));

    private final Set<String> words;

    private ProtectedWords(Set<String> words) {
        this.words = Set.copyOf(words);
    }

    /** The protected words of a sample's boxes. */
    public static ProtectedWords of(List<Box> boxes) {
        Set<String> out = new HashSet<>();
        for (Box b : boxes) {
            if (b.category() == null) {
                continue;
            }
            String cat = b.category().toLowerCase(Locale.ROOT).strip();
            out.add(cat);
            for (String part : cat.split("[\\s_-]+")) {
                out.add(part); // "traffic light": both words name the object in captions
            }
            out.addAll(ALIASES.getOrDefault(cat, List.of()));
        }
        return new ProtectedWords(out);
    }

    /** Whether the token (by text or lemma) names a boxed object. */
    public boolean protects(TaggedToken t) {
        return words.contains(t.text().toLowerCase(Locale.ROOT)) || words.contains(t.lemma().toLowerCase(Locale.ROOT));
    }

    public Set<String> words() {
        return words;
    }
}
