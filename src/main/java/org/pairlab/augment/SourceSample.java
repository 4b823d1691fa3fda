package org.pairlab.augment;

import java.util.List;
import org.pairlab.project.Box;
import org.pairlab.project.Caption;
import org.pairlab.project.Sample;

/** An original sample with what an augmenter reads from it. */
public record SourceSample(Sample sample, List<Caption> captions, List<Box> boxes) {
}
