package tokencache

import "github.com/fixturelint/fixturelint/internal/parallel"

// savesForRestore reports whether the read u only saves the variable's value to put it back
// when its test ends (parallel.SavesEnvForRestore), asked once per read: the answer is
// needed again for every unrestored write of the variable.
func (c *checker) savesForRestore(u *parallel.Access, accs []*parallel.Access) bool {
	if saving, ok := c.saving[u]; ok {
		return saving
	}
	if c.saving == nil {
		c.saving = make(map[*parallel.Access]bool)
	}
	saving := parallel.SavesEnvForRestore(c.pass, u, accs)
	c.saving[u] = saving
	return saving
}
