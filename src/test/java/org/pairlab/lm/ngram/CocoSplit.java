package org.pairlab.lm.ngram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pairlab.testing.SharedData;

/** COCO val2017 captions split by image: the first 90 % of the images for training, the last 10 % held out. */
record CocoSplit(List<String> train, List<String> heldOut) {
    static CocoSplit load() throws IOException {
        Path file = SharedData.root().resolve("coco-captions-val2017/captions_val2017.json");
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        List<Long> images = new ArrayList<>();
        root.get("images").forEach(i -> images.add(i.get("id").asLong()));
        Set<Long> held = new HashSet<>(images.subList(images.size() * 9 / 10, images.size()));
        List<String> train = new ArrayList<>();
        List<String> heldOut = new ArrayList<>();
        for (JsonNode a : root.get("annotations")) {
            (held.contains(a.get("image_id").asLong()) ? heldOut : train).add(a.get("caption").asText());
        }
        return new CocoSplit(train, heldOut);
    }
}
