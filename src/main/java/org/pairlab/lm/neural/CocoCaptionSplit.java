package org.pairlab.lm.neural;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The captions of a COCO captions file split by image, for language-model comparisons: images in id order, every
 * {@code heldOutEvery}-th (the first, then every n-th) goes to the held-out side, so no image's captions are on both
 * sides. Captions keep the file's order within an image.
 *
 * @param train captions of the training images
 * @param heldOut captions of the held-out images
 * @param trainImages number of training images
 * @param heldOutImages number of held-out images
 */
public record CocoCaptionSplit(List<String> train, List<String> heldOut, int trainImages, int heldOutImages) {

    /** Reads {@code file} (the COCO captions format: {@code annotations[].image_id}, {@code .caption}). */
    public static CocoCaptionSplit read(Path file, int heldOutEvery) throws IOException {
        if (heldOutEvery < 2) {
            throw new IllegalArgumentException("heldOutEvery must be at least 2, got " + heldOutEvery);
        }
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        JsonNode annotations = root.get("annotations");
        if (annotations == null || !annotations.isArray()) {
            throw new IllegalArgumentException(file + ": no 'annotations' array");
        }
        Map<Long, List<String>> byImage = new TreeMap<>();
        int index = 0;
        for (JsonNode a : annotations) {
            JsonNode id = a.get("image_id");
            JsonNode caption = a.get("caption");
            if (id == null || caption == null) {
                throw new IllegalArgumentException(file + ": annotations[" + index + "] lacks 'image_id' or 'caption'");
            }
            byImage.computeIfAbsent(id.asLong(), k -> new ArrayList<>()).add(caption.asText());
            index++;
        }
        List<String> train = new ArrayList<>();
        List<String> held = new ArrayList<>();
        int i = 0;
        int heldImages = 0;
        for (List<String> captions : byImage.values()) {
            if (i++ % heldOutEvery == 0) {
                held.addAll(captions);
                heldImages++;
            } else {
                train.addAll(captions);
            }
        }
        return new CocoCaptionSplit(List.copyOf(train), List.copyOf(held), byImage.size() - heldImages, heldImages);
    }
}
