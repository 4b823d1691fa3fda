package org.pairlab.augment.toca;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.testing.SharedData;

/** The real captions ToCa's tests use: the paper's data-efficient corpus size, 56 COCO captions, and the rest. */
final class TocaCorpora {
    /** The first caption of each of the first 56 images of COCO val2017 (by image id), and every other image's. */
    record Split(List<String> corpus, List<String> heldOut) {
    }

    private TocaCorpora() {
    }

    static Split coco56() throws IOException {
        List<CocoCaptions.ImageCaption> all = CocoCaptions.read(
                SharedData.root().resolve("coco-captions-val2017/captions_val2017.json"));
        List<String> corpus = new ArrayList<>();
        Set<Long> images = new LinkedHashSet<>();
        for (CocoCaptions.ImageCaption c : all) {
            if (images.size() < 56 && images.add(c.imageId())) {
                corpus.add(c.caption());
            }
        }
        List<String> rest = all.stream().filter(c -> !images.contains(c.imageId())).map(CocoCaptions.ImageCaption::caption)
                .toList();
        return new Split(List.copyOf(corpus), rest);
    }

    /**
     * The first caption (lowest annotation id) of images {@code from}..{@code to} (1-based, inclusive) in the order
     * captions_val2017.json lists its images: the other corpora of docs/toca.md ("file order 1-56" is the one whose
     * phrase recombinations run out first).
     */
    static List<String> fileOrder(int from, int to) throws IOException {
        java.nio.file.Path file = SharedData.root().resolve("coco-captions-val2017/captions_val2017.json");
        com.fasterxml.jackson.databind.JsonNode images = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(file.toFile()).path("images");
        java.util.Map<Long, String> first = new java.util.HashMap<>();
        for (CocoCaptions.ImageCaption c : CocoCaptions.read(file)) {
            first.putIfAbsent(c.imageId(), c.caption()); // read() sorts by image id, then annotation id
        }
        List<String> out = new ArrayList<>();
        for (int i = from - 1; i < to; i++) {
            out.add(first.get(images.get(i).path("id").asLong()));
        }
        return out;
    }
}
