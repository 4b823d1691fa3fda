package org.pairlab.project;

import java.util.List;

/** A sample about to be written, with its captions and boxes. */
public record NewSample(String externalId, String path, int width, int height, String checksum, String split,
                        List<NewCaption> captions, List<NewBox> boxes) {
}
