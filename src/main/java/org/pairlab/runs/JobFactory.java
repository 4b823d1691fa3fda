package org.pairlab.runs;

import java.util.Map;
import org.pairlab.project.Project;

/** Re-creates a job of one kind from its stored parameters, to resume an interrupted run. */
public interface JobFactory {
    String kind();

    Job create(Project project, Map<String, Object> params);
}
