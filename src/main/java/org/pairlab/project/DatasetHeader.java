package org.pairlab.project;

import java.nio.file.Path;
import java.util.List;

/** What is known of a dataset before its rows are read: its name, images folder, format and source files. */
public record DatasetHeader(String name, Path root, String format, List<String> sourceFiles) {
}
