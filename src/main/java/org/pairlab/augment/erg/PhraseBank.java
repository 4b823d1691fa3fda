package org.pairlab.augment.erg;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * PairLab's own curated style clauses, per style and per {@link BankClass} of thing, used when no retrieved FlickrStyle
 * phrase fits the caption's subject (FlickrStyle describes people and dogs, so almost nothing in it fits a plate, a
 * train or a street sign). The clauses live in {@code phrase-bank.tsv} beside this class. Each fits its class, one or
 * several alike: no pronouns, no verb that agrees with the subject. Grafted after a comma at the end ("A plate of food
 * on a table, set for a candlelit dinner for two."), and marked {@link GraftPlacement#BANK} so a reviewer sees it.
 * Each clause was checked once in such captions with LanguageTool ({@code PhraseBankTest} keeps it that way); the
 * humorous and romantic clauses lean on FlickrStyle's own words ("like a ...", "as if", "love", "lovers") so the style
 * classifier, trained on FlickrStyle, reads them as the style; {@code bench erg-dev} lists how each one reads
 * ({@code erg-bank-STYLE.txt}).
 */
public final class PhraseBank {
    /** The bank file, a resource beside this class: style, class and clause per line, tab-separated. */
    static final String RESOURCE = "phrase-bank.tsv";
    private static final Map<String, Map<BankClass, List<String>>> CLAUSES = load();

    private PhraseBank() {
    }

    /** The styles that have a bank. */
    public static Set<String> styles() {
        return CLAUSES.keySet();
    }

    /** Every clause of {@code style}, each once, in file order; empty when the style has no bank. */
    public static List<String> clauses(String style) {
        Set<String> all = new LinkedHashSet<>();
        CLAUSES.getOrDefault(style, Map.of()).values().forEach(all::addAll);
        return List.copyOf(all);
    }

    /** The clauses {@code style} has for the class {@code c}, in file order; empty when it has none. */
    public static List<String> clauses(String style, BankClass c) {
        return CLAUSES.getOrDefault(style, Map.of()).getOrDefault(c, List.of());
    }

    /** The classes {@code style} has clauses for. */
    public static Set<BankClass> classes(String style) {
        return CLAUSES.getOrDefault(style, Map.of()).keySet();
    }

    /**
     * The class whose clauses a scene takes in {@code style}: its own class when the style has clauses for it, else
     * {@link BankClass#GENERAL}; a scene with children takes {@link BankClass#CHILD} where the style has such clauses
     * (no romance for a child); a romantic object of the room or street class that is no place takes GENERAL; a solemn scene takes {@link BankClass#GENTLE} humour and nothing in the other styles
     * but negative; a grim scene takes none. Empty when the scene takes no bank clause.
     */
    public static java.util.Optional<BankClass> classFor(String style, BankScene scene) {
        if (!CLAUSES.containsKey(style) || scene.mood() == BankScene.Mood.GRIM) {
            return java.util.Optional.empty();
        }
        if (scene.mood() == BankScene.Mood.SOLEMN) {
            if ("negative".equals(style)) {
                return java.util.Optional.of(BankClass.GENERAL);
            }
            return clauses(style, BankClass.GENTLE).isEmpty() ? java.util.Optional.empty()
                    : java.util.Optional.of(BankClass.GENTLE);
        }
        if (scene.mood() == BankScene.Mood.YOUNG && !clauses(style, BankClass.CHILD).isEmpty()) {
            return java.util.Optional.of(BankClass.CHILD);
        }
        if (SETTING_STYLES.contains(style) && !scene.place()
                && (scene.thing() == BankClass.ROOM || scene.thing() == BankClass.STREET)) {
            // A fridge, a desk or a road sign is no setting: a general clause (none speaks of a setting). Not the
            // retrieved phrases: for things they lack a romantic cue ("a clock tower ... enjoying the adventure of life").
            return java.util.Optional.of(BankClass.GENERAL);
        }
        return java.util.Optional.of(clauses(style, scene.thing()).isEmpty() ? BankClass.GENERAL : scene.thing());
    }

    /**
     * Styles whose room and street clauses speak of a setting ("where two lovers share a morning coffee"), which only
     * a place can be: a thing of those classes takes the general ones (round 8 read "a desk ..., like a love nest" as no fit).
     */
    private static final Set<String> SETTING_STYLES = Set.of("romantic");

    /**
     * {@code caption} with {@code clause} after a comma at its end, before a final full stop if it has one
     * ("A plate of food on a table." to "A plate of food on a table, a perfect spot for a quiet date.").
     */
    public static Graft graft(String caption, String clause) {
        String text = caption.strip();
        String stop = "";
        while (!text.isEmpty() && ".!,;:".indexOf(text.charAt(text.length() - 1)) >= 0) {
            if (stop.isEmpty() && ".!".indexOf(text.charAt(text.length() - 1)) >= 0) {
                stop = text.substring(text.length() - 1);
            }
            text = text.substring(0, text.length() - 1).stripTrailing();
        }
        int start = text.length() + 2;
        return new Graft(text + ", " + clause + stop, clause, start, start + clause.length(), GraftPlacement.BANK,
                BANK_SCENE);
    }

    /** The scene index of a bank graft: it came from no retrieved scene. */
    public static final int BANK_SCENE = -1;

    private static Map<String, Map<BankClass, List<String>>> load() {
        Map<String, Map<BankClass, List<String>>> out = new TreeMap<>();
        try (InputStream in = PhraseBank.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the ERG phrase bank " + RESOURCE + " is missing from the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                if (f.length != 3 || f[2].isBlank()) {
                    throw new IllegalStateException(RESOURCE + " line " + n + ": want style, class and clause "
                            + "separated by tabs: " + line);
                }
                BankClass c;
                try {
                    c = BankClass.of(f[1]);
                } catch (IllegalArgumentException e) {
                    throw new IllegalStateException(RESOURCE + " line " + n + ": no class '" + f[1] + "'", e);
                }
                out.computeIfAbsent(f[0].strip(), k -> new EnumMap<>(BankClass.class))
                        .computeIfAbsent(c, k -> new ArrayList<>()).add(f[2].strip());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the ERG phrase bank " + RESOURCE, e);
        }
        Map<String, Map<BankClass, List<String>>> frozen = new TreeMap<>();
        out.forEach((style, byClass) -> {
            Map<BankClass, List<String>> m = new EnumMap<>(BankClass.class);
            byClass.forEach((c, l) -> m.put(c, List.copyOf(l)));
            frozen.put(style, java.util.Collections.unmodifiableMap(m));
        });
        return java.util.Collections.unmodifiableMap(frozen);
    }
}
