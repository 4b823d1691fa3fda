package org.pairlab.lm.style;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Reads the captions of a COCO captions file ({@code captions_val2017.json}) as plain text, for language work. */
public final class CocoCaptions {
    private CocoCaptions() {
    }

    /** One caption of an image. */
    public record ImageCaption(long imageId, long id, String caption) {
    }

    /**
     * Every caption of the file's {@code annotations}, ordered by image id then caption id (the file's own order
     * is not stable across copies).
     *
     * @throws IOException naming the file when it cannot be read or has no {@code annotations}
     */
    public static List<ImageCaption> read(Path file) throws IOException {
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        JsonNode annotations = root.get("annotations");
        if (annotations == null || !annotations.isArray()) {
            throw new IOException(file + ": no \"annotations\" array; not a COCO captions file");
        }
        List<ImageCaption> out = new ArrayList<>(annotations.size());
        int i = 0;
        for (JsonNode a : annotations) {
            JsonNode caption = a.get("caption");
            JsonNode image = a.get("image_id");
            if (caption == null || image == null) {
                throw new IOException(file + ": annotation " + i + " lacks \"caption\" or \"image_id\"");
            }
            out.add(new ImageCaption(image.asLong(), a.path("id").asLong(i), caption.asText().trim()));
            i++;
        }
        out.sort(Comparator.comparingLong(ImageCaption::imageId).thenComparingLong(ImageCaption::id));
        return out;
    }
}
