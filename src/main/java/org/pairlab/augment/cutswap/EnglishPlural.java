package org.pairlab.augment.cutswap;

import java.util.Map;

/** Simple English pluralisation, used only for lemmas the corpus never shows in the plural. */
final class EnglishPlural {
    private static final Map<String, String> IRREGULAR = Map.ofEntries(Map.entry("person", "people"),
            Map.entry("man", "men"), Map.entry("woman", "women"), Map.entry("child", "children"),
            Map.entry("foot", "feet"), Map.entry("tooth", "teeth"), Map.entry("mouse", "mice"),
            Map.entry("goose", "geese"), Map.entry("sheep", "sheep"), Map.entry("fish", "fish"),
            Map.entry("deer", "deer"), Map.entry("knife", "knives"), Map.entry("leaf", "leaves"),
            Map.entry("calf", "calves"), Map.entry("loaf", "loaves"), Map.entry("scissors", "scissors"),
            Map.entry("skis", "skis"), Map.entry("broccoli", "broccoli"), Map.entry("cattle", "cattle"),
            Map.entry("glasses", "glasses"), Map.entry("ox", "oxen"));

    private EnglishPlural() {
    }

    static String of(String word) {
        int sp = word.lastIndexOf(' ');
        if (sp >= 0) {
            return word.substring(0, sp + 1) + of(word.substring(sp + 1));
        }
        String irregular = IRREGULAR.get(word);
        if (irregular != null) {
            return irregular;
        }
        if (word.endsWith("s") || word.endsWith("x") || word.endsWith("z") || word.endsWith("ch") || word.endsWith("sh")) {
            return word + "es";
        }
        if (word.endsWith("y") && word.length() > 1 && "aeiou".indexOf(word.charAt(word.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        if (word.endsWith("o") && (word.equals("potato") || word.equals("tomato") || word.equals("hero"))) {
            return word + "es";
        }
        return word + "s";
    }
}
