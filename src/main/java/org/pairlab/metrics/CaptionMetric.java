package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The toolkit's metrics, in the order it runs and prints them. */
public enum CaptionMetric {
    /** BLEU-1..4. */
    BLEU("Bleu", List.of("Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4")),
    /** METEOR 1.5 without paraphrases. */
    METEOR("METEOR", List.of("METEOR")),
    /** ROUGE-L. */
    ROUGE_L("ROUGE_L", List.of("ROUGE_L")),
    /** CIDEr-D. */
    CIDER("CIDEr", List.of("CIDEr"));

    private final String toolkitName;
    private final List<String> keys;

    CaptionMetric(String toolkitName, List<String> keys) {
        this.toolkitName = toolkitName;
        this.keys = keys;
    }

    /** The toolkit's scorer name. */
    public String toolkitName() {
        return toolkitName;
    }

    /** The keys of the values this metric produces. */
    public List<String> keys() {
        return keys;
    }

    /** A new scorer for this metric (METEOR loads WordNet). */
    public CaptionScorer newScorer() {
        return switch (this) {
            case BLEU -> new Bleu();
            case METEOR -> new Meteor();
            case ROUGE_L -> new RougeL();
            case CIDER -> new CiderD();
        };
    }

    /**
     * Parses a comma-separated list such as {@code "Bleu,METEOR,ROUGE_L,CIDEr"}: toolkit names or keys, any case
     * ("bleu_4", "rouge", "cider-d" also work); "all" means every metric.
     */
    public static Set<CaptionMetric> parseList(String list) {
        Set<CaptionMetric> out = EnumSet.noneOf(CaptionMetric.class);
        for (String raw : list.split(",")) {
            String s = raw.strip().toLowerCase(Locale.ROOT).replace('-', '_');
            if (s.isEmpty()) {
                continue;
            }
            switch (s) {
                case "all" -> out.addAll(EnumSet.allOf(CaptionMetric.class));
                case "bleu", "bleu_1", "bleu_2", "bleu_3", "bleu_4" -> out.add(BLEU);
                case "meteor" -> out.add(METEOR);
                case "rouge", "rouge_l", "rougel" -> out.add(ROUGE_L);
                case "cider", "cider_d", "ciderd" -> out.add(CIDER);
                default -> throw new IllegalArgumentException("Unknown metric \"" + raw.strip()
                        + "\"; use Bleu, METEOR, ROUGE_L, CIDEr or all");
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("No metric given; use Bleu, METEOR, ROUGE_L, CIDEr or all");
        }
        return out;
    }

    /** All keys of the given metrics in the toolkit's order. */
    public static List<String> keysOf(Set<CaptionMetric> metrics) {
        List<String> keys = new ArrayList<>();
        for (CaptionMetric m : values()) {
            if (metrics.contains(m)) {
                keys.addAll(m.keys());
            }
        }
        return keys;
    }
}
