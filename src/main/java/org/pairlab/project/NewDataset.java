package org.pairlab.project;

import java.nio.file.Path;
import java.util.List;

/** A dataset about to be written: its identity, categories and samples, stored in one transaction. */
public record NewDataset(String name, Path root, String format, List<String> sourceFiles, String reportJson,
                         List<NewCategory> categories, List<NewSample> samples) {
}
