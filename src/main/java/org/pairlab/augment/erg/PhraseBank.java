package org.pairlab.augment.erg;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * PairLab's own small, curated style clauses for each built-in style, used when no retrieved FlickrStyle phrase fits
 * the caption's subject (FlickrStyle describes people and dogs, so almost nothing in it fits a plate, a train or a
 * street sign). Each clause is written to fit a person, an animal or a thing, one or several, alike: no pronouns,
 * no relation the subject must have, no verb that needs a number. Grafted after a comma at the end ("A plate of food
 * on a table, a perfect spot for a quiet date."), and marked {@link GraftPlacement#BANK} so a reviewer sees it. Each
 * clause was checked once in such captions with LanguageTool ({@code PhraseBankTest} keeps it that way). The
 * humorous and romantic clauses lean on FlickrStyle's own words ("like a ...", "love", "lovers") so the style
 * classifier, trained on FlickrStyle, reads them as the style; {@code bench erg-dev} lists how each one reads
 * ({@code erg-bank-STYLE.txt}), and clauses read as the style after under a fifth of captions were replaced.
 */
public final class PhraseBank {
    private static final Map<String, List<String>> CLAUSES = Map.of(
            "humorous", List.of(
                    "like a celebrity hiding from the paparazzi",
                    "as if waiting for a round of applause",
                    "pretending not to notice the camera",
                    "like a superhero on a day off",
                    "like a rock star on a world tour",
                    "as if dreaming of outer space",
                    "trying very hard to look important",
                    "like a ninja in disguise",
                    "like a king waiting for a royal feast",
                    "as if auditioning for a cartoon",
                    "as if nobody had noticed the mess",
                    "for reasons nobody can explain",
                    "as if waiting for aliens to land",
                    "as if ready to fly to the moon"),
            "romantic", List.of(
                    "full of the beauty of true love",
                    "in a moment made for lovers",
                    "like a memory of a first love",
                    "a quiet reminder of the power of love",
                    "with love in the air",
                    "like a scene from a love story",
                    "just right for a quiet date",
                    "full of love and romance",
                    "like a sweet gift for a lover",
                    "a sweet symbol of true love",
                    "filled with the warmth of love",
                    "a perfect setting for two lovers",
                    "dreaming of a moonlight kiss",
                    "as sweet as a first date"),
            "positive", List.of(
                    "a lovely sight to brighten the day",
                    "looking simply wonderful",
                    "in the warm glow of a happy day",
                    "a real joy to see"),
            "negative", List.of(
                    "a rather dreary sight",
                    "on a gloomy and miserable day",
                    "looking sadly neglected",
                    "a dull scene nobody would miss"));

    private PhraseBank() {
    }

    /** The styles that have a bank. */
    public static Set<String> styles() {
        return CLAUSES.keySet();
    }

    /** The curated clauses of {@code style}, lower-case, in a fixed order; empty when the style has no bank. */
    public static List<String> clauses(String style) {
        return CLAUSES.getOrDefault(style, List.of());
    }

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
}
